import { notFoundPath } from '../content/page-entry';
import { pageEntries } from '../content/pages';

function sectionOf(path: string): string {
  return path === '/' ? '/' : `/${path.split('/')[1]}`;
}

/** The human-readable site map: every page, grouped by the first part of its path, from the page list. */
export function SiteMapList() {
  const groups = new Map<string, typeof pageEntries>();
  for (const page of pageEntries) {
    if (page.path === notFoundPath) continue;
    const section = sectionOf(page.path);
    groups.set(section, [...(groups.get(section) ?? []), page]);
  }
  const sections = [...groups.entries()]
    .map(([section, pages]) => {
      const head = pages.find((page) => page.path === section);
      const members = pages.filter((page) => page !== head).sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title));
      return { section, title: head?.frontmatter.title ?? section.slice(1), head, members };
    })
    .sort((a, b) => (a.section === '/' ? -1 : b.section === '/' ? 1 : a.title.localeCompare(b.title)));

  return (
    <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
      {sections.map(({ section, title, head, members }) => (
        <section key={section} aria-labelledby={`sitemap-${section.slice(1) || 'home'}`} className="grid content-start gap-3">
          <h2 id={`sitemap-${section.slice(1) || 'home'}`} className="m-0 heading-3">
            {head ? (
              <a href={head.path} className="text-ink underline-offset-4 hover:text-accent hover:underline focus-ring rounded-sm">
                {title}
              </a>
            ) : (
              title
            )}
          </h2>
          {members.length > 0 && (
            <ul className="m-0 pl-5 grid gap-1.5 list-disc text-body">
              {members.map((page) => (
                <li key={page.path}>
                  <a href={page.path} lang={page.frontmatter.lang !== 'en' ? page.frontmatter.lang : undefined} className="text-accent underline-offset-3 hover:underline focus-ring rounded-sm">
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
