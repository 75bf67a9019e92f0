import { useLocation } from 'react-router-dom';
import { site } from '../site';
import { primaryNav } from './navigation';

/** The site header: logo home link and primary navigation. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="border-b border-line bg-white">
      <div className="page-width flex flex-wrap items-center justify-between gap-4 py-4">
        <a href="/" className="focus-ring rounded-sm inline-flex">
          <img src="/images/logo.svg" alt={`${site.name} home`} width={180} height={36} />
        </a>
        <nav aria-label="Main">
          <ul className="m-0 p-0 list-none flex flex-wrap gap-x-6 gap-y-2">
            {primaryNav.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={pathname === link.href ? 'page' : undefined}
                  className="font-medium text-ink no-underline hover:text-accent aria-[current=page]:text-accent aria-[current=page]:underline underline-offset-6 focus-ring rounded-sm"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
