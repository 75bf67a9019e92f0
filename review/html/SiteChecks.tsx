import type { ReviewReport } from '../report-model';
import { formatBytes, formatGrowth } from '../report-words';
import { Code, CodeList, Links } from './PageChanges';

export function Redirects({ report }: { report: ReviewReport }) {
  return (
    <ul>
      {report.redirects.map((change) => (
        <li key={change.from}>
          {change.kind}: <Code>{change.from}</Code> →{' '}
          {change.kind === 'target changed' ? (
            <>
              <Code>{change.before}</Code> is now → <Code>{change.after}</Code>
            </>
          ) : (
            <Code>{change.to}</Code>
          )}
          {change.kind === 'removed' && <> ({change.nowA === 'page' ? 'now a page' : 'now answers 404'})</>}
          {change.kind === 'added' && change.move && ' (the page moved)'}
        </li>
      ))}
    </ul>
  );
}

export function LinkChangesList({ report }: { report: ReviewReport }) {
  return (
    <ul>
      {report.links.map((page) => (
        <li key={page.route}>
          <Code>{page.route}</Code>
          {page.isNewPage && ' (new page)'}: <Links links={page} />
        </li>
      ))}
    </ul>
  );
}

export function Seo({ report: { seo } }: { report: ReviewReport }) {
  return (
    <>
      {seo.titlesAndDescriptions.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Page</th>
              <th>Tag</th>
              <th>Before</th>
              <th>After</th>
            </tr>
          </thead>
          <tbody>
            {seo.titlesAndDescriptions.map((row, index) => (
              <tr key={`${row.route} ${row.tag}`}>
                <td>
                  {index > 0 && seo.titlesAndDescriptions[index - 1].route === row.route ? (
                    ''
                  ) : (
                    <Code>{row.route}</Code>
                  )}
                </td>
                <td>{row.tag}</td>
                <td>{row.before === undefined ? <span className="muted">(new page)</span> : row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {seo.otherTags.length > 0 && (
        <ul>
          {seo.otherTags.map((tag) => (
            <li key={`${tag.route} ${tag.tag}`}>
              <Code>{tag.route}</Code> <Code>{tag.tag}</Code>:{' '}
              {tag.before === undefined ? '(none)' : <Code>{tag.before}</Code>} →{' '}
              {tag.after === undefined ? '(none)' : <Code>{tag.after}</Code>}
            </li>
          ))}
        </ul>
      )}
      {seo.descriptionsOverLimit.length > 0 && (
        <p>
          Descriptions now over {seo.descriptionLimit} characters:{' '}
          {seo.descriptionsOverLimit.map((page, index) => [
            index > 0 ? ', ' : '',
            <Code key={page.route}>{page.route}</Code>,
            ` (${page.length})`,
          ])}
        </p>
      )}
      {seo.duplicatedTitles.map(({ title, routes }) => (
        <p key={title}>
          Title now on {routes.length} pages: "{title}" on <CodeList items={routes} shown={10} />
        </p>
      ))}
    </>
  );
}

export function Weight({ report }: { report: ReviewReport }) {
  const bytes = (raw: number, gzip: number) => `${formatBytes(raw)} (${formatBytes(gzip)} gzip)`;
  return (
    <>
      <p>Grew by more than 5%:</p>
      <table>
        <thead>
          <tr>
            <th>Pages</th>
            <th>Kind</th>
            <th>Before</th>
            <th>After</th>
            <th>Growth</th>
          </tr>
        </thead>
        <tbody>
          {report.weight.map((growth, index) => (
            <tr key={index}>
              <td>{growth.routes.length > 3 ? `${growth.routes.length} pages` : <CodeList items={growth.routes} />}</td>
              <td>{growth.kind}</td>
              <td>{bytes(growth.before.raw, growth.before.gzip)}</td>
              <td>{bytes(growth.after.raw, growth.after.gzip)}</td>
              <td>{formatGrowth(growth)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
