import type { ReactNode } from 'react';
import type { ChangeCause, ImageChanges, LinkChanges, MarkupHunk, ReviewReport } from '../report-model';
import { headingNote, pagesPhrase, regionName, sectionName } from '../report-words';
import type { SectionDiff } from '../text-diff';
import { WordDiff } from './WordDiff';

export function Code({ children }: { children: string }) {
  return <code>{children}</code>;
}

export function CodeList({ items, shown = 5 }: { items: readonly string[]; shown?: number }) {
  return (
    <>
      {items.slice(0, shown).map((item, index) => [index > 0 ? ', ' : '', <Code key={item}>{item}</Code>])}
      {items.length > shown ? ` and ${items.length - shown} more` : ''}
    </>
  );
}

function Cause({ cause }: { cause: ChangeCause }) {
  if (cause.kind === 'own file') return <Code>{cause.file}</Code>;
  if (!cause.likelySources.length) return <>changed by a change elsewhere</>;
  return (
    <>
      changed by a change elsewhere, likely {cause.likelySources.length > 1 ? 'one of ' : ''}
      <CodeList items={cause.likelySources} />
    </>
  );
}

function Sections({ sections }: { sections: readonly SectionDiff[] }) {
  return sections.map((section, index) => {
    const note = headingNote(section);
    return (
      <div key={index}>
        <strong>{sectionName(section)}</strong> {note && <span className="muted">({note})</span>}
        {section.runs.length > 0 && <WordDiff runs={section.runs} />}
      </div>
    );
  });
}

function Images({ images }: { images: ImageChanges }) {
  const items = [
    ...images.added.map((image) => ['added', image] as const),
    ...images.removed.map((image) => ['removed', image] as const),
  ];
  if (!items.length) return null;
  return (
    <ul>
      {items.map(([kind, image]) => (
        <li key={`${kind}${image.src}${image.alt}`}>
          image {kind}: <Code>{image.src}</Code> ("{image.alt}")
        </li>
      ))}
    </ul>
  );
}

export function Links({ links }: { links: LinkChanges }) {
  const parts: [string, string[]][] = [
    ['added', links.internalAdded],
    ['removed', links.internalRemoved],
    ['external added', links.externalAdded],
  ];
  return parts
    .filter(([, items]) => items.length)
    .map(([label, items], index) => (
      <span key={label}>
        {index > 0 ? '; ' : ''}
        {label} <CodeList items={items} shown={10} />
      </span>
    ));
}

function Hunks({ hunks }: { hunks: readonly MarkupHunk[] }) {
  return (
    <ul>
      {hunks.slice(0, 3).map((hunk, index) => (
        <li key={index}>
          {hunk.before ? <Code>{hunk.before}</Code> : '(nothing)'} →{' '}
          {hunk.after ? <Code>{hunk.after}</Code> : '(nothing)'}
        </li>
      ))}
      {hunks.length > 3 && <li>and {hunks.length - 3} more changes</li>}
    </ul>
  );
}

export function Routes({ report }: { report: ReviewReport }) {
  const list = (
    label: string,
    pages: readonly { route: string; title: string }[],
    detail?: (index: number) => ReactNode,
  ) =>
    pages.length > 0 && (
      <>
        <h3>{label}</h3>
        <ul>
          {pages.map((page, index) => (
            <li key={page.route}>
              <Code>{page.route}</Code> — {page.title}
              {detail?.(index)}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      {list('Added', report.added)}
      {list('Removed', report.removed)}
      {list('Changed', report.changed, (index) => (
        <>
          : {report.changed[index].aspects.join(', ')} (<Cause cause={report.changed[index].cause} />)
        </>
      ))}
    </>
  );
}

export function TextChanges({ report }: { report: ReviewReport }) {
  return report.content.map((page) => (
    <section key={page.route}>
      <h3>
        <Code>{page.route}</Code> — {page.title}
        {page.cause.kind === 'elsewhere' && <span className="muted"> (changed by a change elsewhere)</span>}
      </h3>
      <Sections sections={page.sections} />
      <Images images={page.images} />
    </section>
  ));
}

export function Elsewhere({ report }: { report: ReviewReport }) {
  const pages = report.changed.filter((page) => page.cause.kind === 'elsewhere');
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.route}>
          <Code>{page.route}</Code>: <Cause cause={page.cause} />
        </li>
      ))}
    </ul>
  );
}

export function Shared({ report }: { report: ReviewReport }) {
  return report.shared.map((change, index) => (
    <section key={index}>
      <h3>
        {regionName(change)}, on {pagesPhrase(change.routes, change.pageCount)}
      </h3>
      {change.routes.length < change.pageCount && (
        <p>
          Pages: <CodeList items={change.routes} shown={8} />
        </p>
      )}
      <Sections sections={change.sections} />
      <Images images={change.images} />
      <p>
        <Links links={change.links} />
      </p>
      {change.markup.length > 0 && (
        <>
          <p>Markup only, nothing a visitor reads changed:</p>
          <Hunks hunks={change.markup} />
        </>
      )}
    </section>
  ));
}

export function MarkupOnly({ report }: { report: ReviewReport }) {
  return (
    <>
      <p>HTML changed with no change to text, head tags, links or images:</p>
      <ul>
        {report.markupOnly.map((group, index) => (
          <li key={index}>
            {group.routes.length} {group.routes.length === 1 ? 'page' : 'pages'} (<CodeList items={group.routes} />)
            {group.likelySources.length > 0 && (
              <>
                , likely from <CodeList items={group.likelySources} />
              </>
            )}
            <Hunks hunks={group.hunks} />
          </li>
        ))}
      </ul>
    </>
  );
}
