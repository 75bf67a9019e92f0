import { currentProps } from './current-path';
import { usePhrases } from '../translations/use-phrases';

interface LinkListProps {
  links: readonly { href: string; label: string }[];
  /** The page being shown: its link gets `aria-current="page"`. */
  currentPath: string;
  className: string;
  linkClassName: string;
}

/** A list of navigation links, the current page's marked, their labels in the page's language. */
export function LinkList({ links, currentPath, className, linkClassName }: LinkListProps) {
  const say = usePhrases();
  return (
    <ul className={className}>
      {links.map((link) => {
        const label = say(link.label);
        return (
          <li key={link.href}>
            <a href={link.href} className={linkClassName} lang={label.lang} {...currentProps(link.href, currentPath)}>
              {label.text}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
