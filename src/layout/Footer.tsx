import { site } from '../site';
import { primaryNav } from './navigation';

/** The site footer: navigation repeated and the copyright line. */
export function Footer() {
  return (
    <footer className="bg-navy text-slate-200">
      <div className="page-width py-12 grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="grid gap-3 content-start">
          <p className="m-0 text-lg font-semibold text-white">{site.name}</p>
          <p className="m-0 max-w-md leading-relaxed">Technology services and consulting for enterprises in more than 30 countries.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="m-0 p-0 list-none grid gap-2">
            {primaryNav.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-slate-100 underline-offset-4 hover:underline focus-ring focus-visible:outline-white rounded-sm">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-navy-light">
        <p className="page-width m-0 py-6 text-sm">© {site.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
