import type { ReactNode } from 'react';
import type { ChangeCause, ImageChanges, LinkChanges, MarkupHunk, ReviewReport, ServedSites } from '../report-model';
import { causeParts } from '../report-summary';
import { headingNote, pagesPhrase, regionName, sectionName } from '../report-words';
import { runsText, type SectionDiff } from '../text-diff';
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

/** "Changed by `pages/news/gdansk.mdx` (news list, press strip)", or why no file is named. */
export function Cause({ cause }: { cause: ChangeCause }) {
  const parts = causeParts(cause);
  if (typeof parts === 'string') return <span className="muted">{parts}</span>;
  return (
    <>
      Changed by{' '}
      {parts.map(({ file, from, uses }, index) => (
        <span key={file}>
          {index > 0 ? ', ' : ''}
          {from && (
            <>
              <Code>{from}</Code> →{' '}
            </>
          )}
          <Code>{file}</Code> ({uses})
        </span>
      ))}
    </>
  );
}

/**
 * Links to a page in each build and to both side by side, while `--serve` serves them; `only` for
 * a page on one side alone (new, or removed).
 */
export function PageLinks({
  served,
  route,
  from,
  only,
}: {
  served?: ServedSites;
  route: string;
  from?: string;
  only?: 'before' | 'after';
}) {
  if (!served) return null;
  if (only)
    return (
      <span className="page-links">
        {' '}
        [<a href={served[only] + route}>{only}</a>]
      </span>
    );
  const before = from ?? route;
  const compare = `${served.report}/compare?${new URLSearchParams({ before, after: route })}`;
  return (
    <span className="page-links">
      {' '}
      [<a href={served.before + before}>before</a> · <a href={served.after + route}>after</a> ·{' '}
      <a href={compare}>side by side</a>]
    </span>
  );
}

function PageText({ sections }: { sections: readonly SectionDiff[] }) {
  return sections.map((section, index) => {
    const heading = section.headingChange?.after;
    const words = runsText(section.runs);
    return (
      <div key={index}>
        {heading && <strong>{heading}</strong>}
        {words && <p>{words}</p>}
      </div>
    );
  });
}

/** Each new page: its description, its share image and, folded, its whole text. */
export function NewPages({ report }: { report: ReviewReport }) {
  return report.added.map((page) => (
    <section key={page.route}>
      <h3>
        <Code>{page.route}</Code> — {page.title}
        <PageLinks served={report.served} route={page.route} only="after" />
      </h3>
      {page.description && <blockquote>{page.description}</blockquote>}
      {page.shareImage && (
        <figure className="share-image">
          <img
            src={page.shareImage.slice(1)}
            alt={`What a shared link to ${page.route} shows`}
            width={600}
            height={315}
          />
          <figcaption>
            Share image <Code>{page.shareImage}</Code>
          </figcaption>
        </figure>
      )}
      <details>
        <summary>Its text</summary>
        <PageText sections={page.sections} />
      </details>
    </section>
  ));
}

/** Each file that changed pages other than its own, with those pages and what on them read it. */
export function Reach({ report }: { report: ReviewReport }) {
  const reach = new Map<string, { route: string; uses: string[] }[]>();
  const pages = [
    ...report.changed,
    ...report.markupOnly.flatMap((group) => group.routes.map((route) => ({ route, cause: group.cause }))),
  ];
  for (const { route, cause } of pages)
    for (const source of cause.sources)
      if (!source.uses.includes('its own file'))
        reach.set(source.file, [...(reach.get(source.file) ?? []), { route, uses: source.uses }]);
  return (
    <ul>
      {[...reach].map(([file, routes]) => (
        <li key={file}>
          <Code>{file}</Code>:{' '}
          {routes.slice(0, 10).map(({ route, uses }, index) => (
            <span key={route}>
              {index > 0 ? ', ' : ''}
              <Code>{route}</Code> ({uses.join(', ')})
            </span>
          ))}
          {routes.length > 10 && ` and ${routes.length - 10} more pages`}
        </li>
      ))}
    </ul>
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
  if (!items.length && !images.replaced.length) return null;
  return (
    <ul>
      {images.replaced.map((image) => (
        <li key={`replaced${image.before}${image.after}`}>
          image replaced: <Code>{image.before}</Code> → <Code>{image.after}</Code> ("{image.alt}")
        </li>
      ))}
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
    only?: 'before' | 'after',
  ) =>
    pages.length > 0 && (
      <>
        <h3>{label}</h3>
        <ul>
          {pages.map((page, index) => (
            <li key={page.route}>
              <Code>{page.route}</Code> — {page.title}
              {detail?.(index)}
              <PageLinks served={report.served} route={page.route} only={only} />
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      {list('Added', report.added, undefined, 'after')}
      {list('Removed', report.removed, undefined, 'before')}
      {report.moved.length > 0 && (
        <>
          <h3>Moved</h3>
          <ul>
            {report.moved.map((page) => (
              <li key={page.route}>
                moved <Code>{page.from}</Code> → <Code>{page.route}</Code> (old address redirects) — {page.title}
                {page.sections.length > 0 && ', text changed'}. <Cause cause={page.cause} />
                <PageLinks served={report.served} route={page.route} from={page.from} />
              </li>
            ))}
          </ul>
        </>
      )}
      {list('Changed', report.changed, (index) => (
        <>
          : {report.changed[index].aspects.join(', ')}. <Cause cause={report.changed[index].cause} />
        </>
      ))}
    </>
  );
}

export function TextChanges({ report }: { report: ReviewReport }) {
  return (
    <>
      {report.content.map((page) => (
        <section key={page.route}>
          <h3>
            <Code>{page.route}</Code> — {page.title}
            <PageLinks served={report.served} route={page.route} />
          </h3>
          <p>
            <Cause cause={page.cause} />
          </p>
          <Sections sections={page.sections} />
          <Images images={page.images} />
        </section>
      ))}
      {report.moved
        .filter((page) => page.sections.length > 0)
        .map((page) => (
          <section key={page.route}>
            <h3>
              <Code>{page.route}</Code> — {page.title} (moved from <Code>{page.from}</Code>)
              <PageLinks served={report.served} route={page.route} from={page.from} />
            </h3>
            <Sections sections={page.sections} />
          </section>
        ))}
    </>
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
            {group.routes.length} {group.routes.length === 1 ? 'page' : 'pages'} (<CodeList items={group.routes} />
            ). <Cause cause={group.cause} />
            <PageLinks served={report.served} route={group.routes[0]} />
            <Hunks hunks={group.hunks} />
          </li>
        ))}
      </ul>
    </>
  );
}
