import { notFoundPath, type PageEntry } from '../shared/page-entry';
import { pageEntries, pagesShownIn } from '../shared/pages';

function sectionOf(path: string): string {
  return path === '/' ? '/' : `/${path.split('/')[1]}`;
}

interface SectionHeading {
  title: string;
  /** The page the heading links to, when the section has one. */
  href?: string;
  lang?: string;
}

/**
 * What a group is called: its own page's title; for a language folder (`/hi`) the language's
 * name in that language; for a folder that is an alias (`/blog`) the title of the page it leads to;
 * else the folder name in words.
 */
function headingOf(section: string, pages: readonly PageEntry[]): SectionHeading {
  const head = pages.find((page) => page.path === section);
  if (head) return { title: head.frontmatter.title, href: head.path, lang: head.frontmatter.lang };
  const folder = section.slice(1);
  if (pages.every((page) => page.frontmatter.lang === folder))
    return { title: new Intl.DisplayNames([folder], { type: 'language' }).of(folder) ?? folder, lang: folder };
  const target = pageEntries.find((page) => page.frontmatter.aliases.includes(section));
  if (target) return { title: target.frontmatter.title, href: target.path };
  const words = folder.replace(/-/g, ' ');
  return { title: words.charAt(0).toUpperCase() + words.slice(1) };
}

/** Leaves out the 404 page and the `noindex` pages forms lead to. */
export function SiteMapList() {
  const groups = new Map<string, typeof pageEntries>();
  for (const page of pagesShownIn('site map', [...pageEntries])) {
    if (page.path === notFoundPath || page.frontmatter.noindex) continue;
    const section = sectionOf(page.path);
    groups.set(section, [...(groups.get(section) ?? []), page]);
  }
  const sections = [...groups.entries()]
    .map(([section, pages]) => {
      const heading = headingOf(section, pages);
      const members = pages
        .filter((page) => page.path !== section)
        .sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title));
      return { section, heading, members };
    })
    .sort((a, b) => (a.section === '/' ? -1 : b.section === '/' ? 1 : a.heading.title.localeCompare(b.heading.title)));

  return (
    <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
      {sections.map(({ section, heading, members }) => (
        <section
          key={section}
          aria-labelledby={`sitemap-${section.slice(1) || 'home'}`}
          className="grid content-start gap-3"
        >
          <h2
            id={`sitemap-${section.slice(1) || 'home'}`}
            lang={heading.lang !== 'en' ? heading.lang : undefined}
            className="m-0 heading-3"
          >
            {heading.href ? (
              <a
                href={heading.href}
                className="text-ink underline-offset-4 hover:text-accent hover:underline site-focus-ring rounded-sm"
              >
                {heading.title}
              </a>
            ) : (
              heading.title
            )}
          </h2>
          {members.length > 0 && (
            <ul className="m-0 pl-5 grid gap-1.5 list-disc text-body">
              {members.map((page) => (
                <li key={page.path}>
                  <a
                    href={page.path}
                    lang={page.frontmatter.lang !== 'en' ? page.frontmatter.lang : undefined}
                    className="text-accent underline-offset-3 hover:underline site-focus-ring rounded-sm"
                  >
                    {page.frontmatter.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
