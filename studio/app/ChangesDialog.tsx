import { useEffect, useId, useState } from 'react';
import type { BuildProblems, Changes, CommitRequest, Committed, ReviewReport } from '../shared/api';
import { ApiRefusal, getJson, messageOf, postJson } from './api-client';
import { Dialog } from './Dialog';
import { MarkdownText } from './MarkdownText';

interface ChangesDialogProps {
  /** Unsaved text in the open file: it is not part of a commit until saved. */
  unsaved: boolean;
  onClose: () => void;
  onOpenProblem: (file: string, line: number) => void;
  onCommitted: () => void;
}

const statusWords: Record<Changes['files'][number]['status'], string> = {
  added: 'New',
  modified: 'Changed',
  deleted: 'Deleted',
  renamed: 'Moved',
};

/** **Changes**: the working tree's changed files, the reviewer's report of them, and **Commit**. */
export function ChangesDialog({ unsaved, onClose, onOpenProblem, onCommitted }: ChangesDialogProps) {
  const [changes, setChanges] = useState<Changes | null>(null);
  const [report, setReport] = useState<ReviewReport | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [message, setMessage] = useState('');
  const [newBranch, setNewBranch] = useState(false);
  const [commitMessage, setCommitMessage] = useState('');
  const [committing, setCommitting] = useState(false);
  const [committed, setCommitted] = useState<Committed | null>(null);
  const [problems, setProblems] = useState<BuildProblems['problems'] | null>(null);
  const messageId = useId();
  const branchId = useId();

  useEffect(() => {
    getJson<Changes>('changes')
      .then(setChanges)
      .catch((error: unknown) => setMessage(messageOf(error)));
  }, []);

  async function review() {
    setReviewing(true);
    setMessage('');
    try {
      setReport(await postJson<ReviewReport>('review', {}));
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setReviewing(false);
    }
  }

  async function commit() {
    if (!commitMessage.trim()) return setMessage('Write what you changed in the commit message first.');
    setCommitting(true);
    setMessage('');
    setProblems(null);
    try {
      const done = await postJson<Committed>('commit', {
        message: commitMessage.trim(),
        newBranch,
      } satisfies CommitRequest);
      setCommitted(done);
      onCommitted();
      setChanges(await getJson<Changes>('changes'));
    } catch (error) {
      if (error instanceof ApiRefusal && error.status === 409 && 'problems' in error.body)
        setProblems((error.body as BuildProblems).problems);
      setMessage(messageOf(error));
    } finally {
      setCommitting(false);
    }
  }

  const files = changes?.files ?? [];
  return (
    <Dialog title="Changes" onClose={onClose} wide>
      <div className="changes">
        <section className="changes-main" aria-labelledby="changed-files-heading">
          <h3 id="changed-files-heading">
            Changed files {changes && <span className="muted">on branch {changes.branch}</span>}
          </h3>
          {changes === null && !message && <p className="muted">Reading the changes…</p>}
          {changes && files.length === 0 && <p>Nothing changed since the last commit.</p>}
          {files.length > 0 && (
            <ul className="changed-files">
              {files.map((change) => (
                <li key={change.file}>
                  <span className={`badge badge-${change.status}`}>{statusWords[change.status]}</span>{' '}
                  <code>{change.file}</code>
                  {change.from && <span className="muted"> (was {change.from})</span>}
                </li>
              ))}
            </ul>
          )}
          {unsaved && (
            <p className="message message-note">The open page has unsaved changes: save it to include them.</p>
          )}
          <div className="commit-form">
            <div className="field">
              <label htmlFor={messageId}>Commit message</label>
              <textarea
                id={messageId}
                rows={2}
                value={commitMessage}
                placeholder="What changed, e.g. New case study: bank branch analytics"
                onChange={(event) => setCommitMessage(event.target.value)}
              />
            </div>
            <div className="field-check">
              <input
                id={branchId}
                type="checkbox"
                checked={newBranch}
                onChange={(event) => setNewBranch(event.target.checked)}
              />
              <label htmlFor={branchId}>Commit on a new branch</label>
            </div>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void commit()}
              disabled={committing || files.length === 0}
            >
              {committing ? 'Checking and committing…' : 'Commit'}
            </button>
          </div>
          <div aria-live="polite">
            {committed && (
              <p className="message message-ok">
                Committed {committed.commit.slice(0, 7)} on branch {committed.branch}.
              </p>
            )}
            {message && <p className="message message-error">{message}</p>}
          </div>
          {problems && problems.length > 0 && (
            <ul className="problems" aria-label="Problems to fix before committing">
              {problems.map((problem, index) => (
                <li key={index} className="problem">
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onOpenProblem(problem.file, problem.line)}
                  >
                    {problem.file}:{problem.line}
                  </button>{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="changes-report" aria-labelledby="report-heading">
          <div className="report-head">
            <h3 id="report-heading">Change report</h3>
            <button type="button" className="button" onClick={() => void review()} disabled={reviewing}>
              {report ? 'Run the report again' : 'Show report'}
            </button>
          </div>
          {reviewing && (
            <div className="progress" role="status">
              <progress aria-label="Building the report" />
              <span>Building both versions of the site and comparing them; this takes a minute or two.</span>
            </div>
          )}
          {report && !reviewing && (
            <>
              <p>
                <a href={report.htmlUrl} target="_blank" rel="noreferrer">
                  Open the full report with pictures
                </a>
              </p>
              <MarkdownText markdown={report.markdown} />
            </>
          )}
          {!report && !reviewing && (
            <p className="muted">The report shows what a visitor would see differently, page by page.</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
