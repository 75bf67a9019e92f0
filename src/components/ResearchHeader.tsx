import { researchPages } from '../shared/collection-pages';
import { useCurrentPage } from '../shared/current-page';
import { formatCount, formatMonth } from './format-date';
import { Hero } from './Hero';

export function ResearchHeader() {
  const { path } = useCurrentPage();
  const page = researchPages().find((candidate) => candidate.path === path);
  if (!page)
    throw new Error(
      `<ResearchHeader> is for research items (pages/insights/research/, pages/whitepapers/); ${path} is neither`,
    );
  const item = page.frontmatter;
  const facts = [
    `Published ${formatMonth(item.date)}`,
    `${item.pages} pages`,
    ...(item.downloads === undefined ? [] : [`${formatCount(item.downloads)} downloads`]),
    ...(item.author
      ? [`By ${item.author}${item.contributors === undefined ? '' : `, with ${item.contributors} contributors`}`]
      : []),
  ];

  return (
    <>
      <Hero eyebrow={item.type} title={item.title} actions={[]}>
        <p>{item.summary}</p>
      </Hero>
      <div className="page-width pt-10">
        <ul className="m-0 p-0 list-none flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted border-b border-line pb-6">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {item.keyInsights && (
          <section aria-labelledby="key-insights" className="pt-8 max-w-3xl">
            <h2 id="key-insights" className="m-0 heading-3">
              Key insights
            </h2>
            <ul className="mt-4 mb-0 grid gap-2 pl-5 list-disc text-body leading-relaxed">
              {item.keyInsights.map((insight) => (
                <li key={insight}>{insight}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
