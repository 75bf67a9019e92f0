import { currentProps } from './current-path';

interface LinkListProps {
  links: readonly { href: string; label: string }[];
  /** The page being shown: its link gets `aria-current="page"`. */
  currentPath: string;
  className: string;
  linkClassName: string;
}

/** A list of navigation links, the current page's marked. */
export function LinkList({ links, currentPath, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName} {...currentProps(link.href, currentPath)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
