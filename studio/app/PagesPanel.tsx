import { memo, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { sectionNames, type FileSummary } from '../shared/api';

interface PagesPanelProps {
  files: FileSummary[] | null;
  openFile: string | null;
  onOpen: (file: string) => void;
  /** A message when the list could not be read. */
  problem: string;
  /** Put away (a narrow screen's choice): kept, with its filter, for when it is shown again. */
  hidden?: boolean;
}

function stateBadge(file: FileSummary) {
  switch (file.state) {
    case 'draft':
      return <span className="badge badge-draft">Draft</span>;
    case 'scheduled':
      return <span className="badge badge-scheduled">Scheduled {file.stateDate}</span>;
    case 'expired':
      return <span className="badge badge-expired">Expired</span>;
    case 'closed':
      return <span className="badge badge-expired">Closed {file.stateDate}</span>;
    case 'published':
      return <span className="badge badge-published">Published</span>;
    default:
      return null;
  }
}

function matches(file: FileSummary, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [file.title, file.path ?? '', file.file].some((text) => text.toLowerCase().includes(needle));
}

/** How long typed letters add up to one search of the list (as in a file manager's list). */
const typeAheadMs = 700;

/**
 * Every page and data file, by section, with its state and problem count, and a filter box. The
 * list is one Tab stop (the open page's entry, else the first): the arrow keys, Home and End move
 * in it, and typing letters goes to the next page whose title starts with them.
 */
export const PagesPanel = memo(function PagesPanel({
  files,
  openFile,
  onOpen,
  problem,
  hidden = false,
}: PagesPanelProps) {
  const [filter, setFilter] = useState('');
  const [focused, setFocused] = useState<string | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLDivElement>(null);
  const filterId = useId();
  const sections = useMemo(() => {
    const shown = (files ?? []).filter((file) => matches(file, filter));
    return sectionNames
      .map((section) => ({ section, files: shown.filter((file) => file.section === section) }))
      .filter((group) => group.files.length > 0);
  }, [files, filter]);
  const entries = useMemo(() => sections.flatMap((group) => group.files), [sections]);
  // The entry Tab reaches: the one last moved to, else the open page's, else the first.
  const tabStop =
    entries.find((file) => file.file === focused)?.file ??
    entries.find((file) => file.file === openFile)?.file ??
    entries[0]?.file;

  function focusEntry(file: string | undefined) {
    if (!file) return;
    setFocused(file);
    listRef.current?.querySelector<HTMLElement>(`[data-file="${CSS.escape(file)}"]`)?.focus();
  }

  function onEntryKey(event: KeyboardEvent<HTMLAnchorElement>) {
    const at = entries.findIndex((file) => file.file === event.currentTarget.dataset.file);
    if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: entries.length - 1,
      PageDown: at + 10,
      PageUp: at - 10,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusEntry(entries[Math.max(0, Math.min(entries.length - 1, moves[event.key]))]?.file);
      return;
    }
    if (event.key.length !== 1 || event.key === ' ') return;
    // Type-ahead: letters typed close together name the title's start; one letter again moves on.
    const now = performance.now();
    const text = now - typed.current.at > typeAheadMs ? event.key : typed.current.text + event.key;
    typed.current = { text, at: now };
    const needle = text.toLowerCase();
    const repeated = /^(.)\1*$/u.test(needle);
    const order = [...entries.slice(at + 1), ...entries.slice(0, at + 1)];
    const found =
      order.find((file) => file.title.toLowerCase().startsWith(needle)) ??
      (repeated ? order.find((file) => file.title.toLowerCase().startsWith(needle[0])) : undefined);
    if (found) {
      event.preventDefault();
      focusEntry(found.file);
    }
  }

  return (
    <nav className="pages-panel" id="pages-panel" aria-label="Pages" hidden={hidden}>
      <div className="pages-filter">
        <label htmlFor={filterId}>Filter pages</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder="Title, address or file"
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {problem && (
        <p className="message message-error" role="alert">
          {problem}
        </p>
      )}
      {files === null && !problem && <p className="muted pad">Loading pages…</p>}
      {files !== null && sections.length === 0 && <p className="muted pad">No page matches “{filter}”.</p>}
      <div className="pages-list" id="studio-page-list" ref={listRef}>
        {sections.map(({ section, files: sectionFiles }) => (
          <section key={section} className="pages-section" aria-labelledby={`section-${section}`}>
            <h2 id={`section-${section}`}>
              {section} <span className="count">{sectionFiles.length}</span>
            </h2>
            <ul>
              {sectionFiles.map((file) => (
                <li key={file.file}>
                  <a
                    href={`#${file.file}`}
                    className="page-link"
                    data-file={file.file}
                    tabIndex={file.file === tabStop ? 0 : -1}
                    onFocus={() => setFocused(file.file)}
                    onKeyDown={onEntryKey}
                    aria-current={file.file === openFile ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(file.file);
                    }}
                  >
                    <span className="page-title">{file.title}</span>
                    <span className="page-meta">
                      <span className="page-path">{file.path ?? file.file.replace(/^pages\//, '')}</span>
                      {stateBadge(file)}
                      {file.reviewDue !== undefined && (
                        <span className="badge badge-review">Review due {file.reviewDue}</span>
                      )}
                      {file.problems > 0 && (
                        <span className="badge badge-problems">
                          {file.problems} {file.problems === 1 ? 'problem' : 'problems'}
                        </span>
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
});
