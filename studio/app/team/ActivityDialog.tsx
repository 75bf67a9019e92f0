import { useEffect, useState } from 'react';
import type { TeamAuditEntry } from '../../shared/team-api';
import { messageOf } from '../api-client';
import { Dialog } from '../Dialog';
import { teamApi } from './team-client';
import { auditRow } from './team-words';

/** How many of the audit log's last lines the table shows. */
const shownEntries = 200;

/** Publishers only: the audit log's last entries, newest first, in the reader's own time. */
export function ActivityDialog({ onClose }: { onClose: () => void }) {
  const [entries, setEntries] = useState<TeamAuditEntry[] | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    teamApi
      .audit(shownEntries)
      .then((answer) => setEntries(answer.entries.toReversed()))
      .catch((error: unknown) => setProblem(messageOf(error)));
  }, []);

  return (
    <Dialog title="Activity" onClose={onClose} wide>
      {problem && (
        <p className="message message-error" role="alert">
          {problem}
        </p>
      )}
      {entries === null && !problem && <p className="muted">Reading the activity…</p>}
      {entries?.length === 0 && <p>Nothing has happened yet.</p>}
      {entries && entries.length > 0 && (
        <div className="activity-scroll">
          <table className="activity">
            <caption className="muted">
              Who signed in, opened, saved, submitted and published what: the last {shownEntries} events, newest first,
              in your time.
            </caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Page or change</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const row = auditRow(entry);
                return (
                  <tr key={index}>
                    <td>
                      <time dateTime={entry.time}>{row.time}</time>
                    </td>
                    <td>{row.who}</td>
                    <td>{row.what}</td>
                    <td>{row.about}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
