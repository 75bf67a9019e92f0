import { useId, useMemo, useState } from 'react';
import { sectionNames, type FileSummary } from '../shared/api';

interface PagesPanelProps {
  files: FileSummary[] | null;
  openFile: string | null;
  onOpen: (file: string) => void;
  /** A message when the list could not be read. */
  problem: string;
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

/** Every page and data file, by section, with its state and problem count, and a filter box. */
export function PagesPanel({ files, openFile, onOpen, problem }: PagesPanelProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const sections = useMemo(() => {
    const shown = (files ?? []).filter((file) => matches(file, filter));
    return sectionNames
      .map((section) => ({ section, files: shown.filter((file) => file.section === section) }))
      .filter((group) => group.files.length > 0);
  }, [files, filter]);

  return (
    <nav className="pages-panel" aria-label="Pages">
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
      <div className="pages-list">
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
}
