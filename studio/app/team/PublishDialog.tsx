import { useCallback, useEffect, useState } from 'react';
import type { TeamSubmittedChange } from '../../shared/team-api';
import { messageOf } from '../api-client';
import { Dialog } from '../Dialog';
import { teamApi } from './team-client';

interface PublishDialogProps {
  onClose: () => void;
  /** A change was published: the publisher's own change may be the one. */
  onPublished: () => void;
}

/** What happened to one change's Publish, shown beside it. */
type Outcome = { ok: boolean; words: string };

/**
 * Publishers only: the changes submitted for review, oldest first, each with its pull request and a
 * **Publish** button. The server refuses a change whose checks are pending or failed, or that is no
 * longer open, and its words are shown beside that change.
 */
export function PublishDialog({ onClose, onPublished }: PublishDialogProps) {
  const [changes, setChanges] = useState<TeamSubmittedChange[] | null>(null);
  const [problem, setProblem] = useState('');
  const [publishing, setPublishing] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});

  const load = useCallback(() => {
    teamApi
      .changes()
      .then((answer) => {
        setChanges(answer.changes);
        setProblem('');
      })
      .catch((error: unknown) => setProblem(messageOf(error)));
  }, []);

  useEffect(load, [load]);

  async function publish(change: TeamSubmittedChange) {
    setPublishing(change.number);
    try {
      await teamApi.publish({ number: change.number });
      setOutcomes((current) => ({
        ...current,
        [change.number]: { ok: true, words: `Published: “${change.title}” is on its way to the live site.` },
      }));
      onPublished();
    } catch (error) {
      setOutcomes((current) => ({ ...current, [change.number]: { ok: false, words: messageOf(error) } }));
    } finally {
      setPublishing(null);
    }
  }

  return (
    <Dialog
      title="Publish"
      onClose={onClose}
      wide
      actions={
        <>
          <button type="button" className="button" onClick={load}>
            Refresh the list
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p className="muted">
        Changes the writers submitted for review, oldest first. A change is published when its checks have passed; see
        its review on GitHub first.
      </p>
      {problem && (
        <p className="message message-error" role="alert">
          {problem}
        </p>
      )}
      {changes === null && !problem && <p className="muted">Reading the submitted changes…</p>}
      {changes?.length === 0 && <p>No change is waiting to be published.</p>}
      {changes && changes.length > 0 && (
        <ul className="publish-list" aria-label="Changes waiting to be published">
          {changes.map((change) => {
            const outcome = outcomes[change.number];
            const done = outcome?.ok === true;
            return (
              <li key={change.number} className="publish-item">
                <div className="publish-title">
                  <strong>{change.title}</strong>{' '}
                  <a href={change.url} target="_blank" rel="noreferrer">
                    See the review of change #{change.number} on GitHub
                  </a>
                </div>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={publishing !== null || done}
                  aria-label={`Publish “${change.title}” (change #${change.number})`}
                  onClick={() => void publish(change)}
                >
                  {publishing === change.number ? 'Publishing…' : done ? 'Published' : 'Publish'}
                </button>
                <div aria-live="polite" className="publish-outcome">
                  {outcome && (
                    <p className={outcome.ok ? 'message message-ok' : 'message message-error'}>{outcome.words}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
