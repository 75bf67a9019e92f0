import { useId, useState } from 'react';
import type {
  PathReference,
  RenameRequest,
  RenameResult,
  UpdatedReferences,
  UpdateReferencesRequest,
} from '../shared/api';
import { messageOf, postJson } from './api-client';
import { Dialog } from './Dialog';

interface RenameDialogProps {
  file: string;
  path: string;
  onClose: () => void;
  /** The page moved: open it at its new file. */
  onMoved: (file: string) => void;
  /** Links in other files were rewritten. */
  onUpdated: (files: string[]) => void;
}

/** Changes a page's address: moves the file (and its photos), keeps the old address as an alias, then offers to update every link. */
export function RenameDialog({ file, path, onClose, onMoved, onUpdated }: RenameDialogProps) {
  const [newPath, setNewPath] = useState(path);
  const [result, setResult] = useState<RenameResult | null>(null);
  // The address the page had: once moved, the studio shows the page at its new one (`path` changes).
  const [movedFrom, setMovedFrom] = useState(path);
  const [updated, setUpdated] = useState<string[] | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const pathId = useId();
  const helpId = useId();

  async function move() {
    if (newPath.trim() === path) return setMessage('Write the new address first.');
    setBusy(true);
    setMessage('');
    try {
      const moved = await postJson<RenameResult>('rename', { file, newPath: newPath.trim() } satisfies RenameRequest);
      setMovedFrom(path);
      setResult(moved);
      onMoved(moved.file);
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function updateAll() {
    setBusy(true);
    setMessage('');
    try {
      const answer = await postJson<UpdatedReferences>('update-references', {
        oldPath: movedFrom,
        newPath: newPath.trim(),
      } satisfies UpdateReferencesRequest);
      setUpdated(answer.files);
      onUpdated(answer.files);
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Change the page’s address"
      onClose={onClose}
      wide={result !== null}
      actions={
        result ? (
          <>
            {result.references.length > 0 && updated === null && (
              <button type="button" className="button button-primary" onClick={() => void updateAll()} disabled={busy}>
                {busy ? 'Updating…' : 'Update all links'}
              </button>
            )}
            <button type="button" className="button" onClick={onClose}>
              Done
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form="rename-form" className="button button-primary" disabled={busy}>
              {busy ? 'Moving…' : 'Move page'}
            </button>
          </>
        )
      }
    >
      {!result ? (
        <form
          id="rename-form"
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void move();
          }}
        >
          <div className="field">
            <label htmlFor={pathId}>New address</label>
            <input
              id={pathId}
              value={newPath}
              spellCheck={false}
              aria-describedby={helpId}
              onChange={(event) => setNewPath(event.target.value)}
            />
            <p className="help" id={helpId}>
              Now {path}. The old address keeps working: it is added to the page’s aliases and redirects to the new one.
            </p>
          </div>
        </form>
      ) : (
        <div className="stack">
          <p className="message message-ok" role="status">
            Moved to {newPath.trim()} ({result.file}
            {result.moved.length > 0
              ? `, with ${result.moved.length} photo${result.moved.length === 1 ? '' : 's'}`
              : ''}
            ).
          </p>
          {updated !== null ? (
            <p className="message message-ok" role="status">
              Updated the links in {updated.length} file{updated.length === 1 ? '' : 's'}
              {updated.length ? `: ${updated.join(', ')}` : ''}.
            </p>
          ) : result.references.length === 0 ? (
            <p>No other page names the old address.</p>
          ) : (
            <>
              <p>
                {result.references.length} place{result.references.length === 1 ? ' still names' : 's still name'} the
                old address {movedFrom}:
              </p>
              <ReferenceTable references={result.references} />
            </>
          )}
        </div>
      )}
      {message && (
        <p className="message message-error" role="alert">
          {message}
        </p>
      )}
    </Dialog>
  );
}

function ReferenceTable({ references }: { references: PathReference[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Line</th>
          <th scope="col">What</th>
          <th scope="col">As written</th>
        </tr>
      </thead>
      <tbody>
        {references.map((reference, index) => (
          <tr key={index}>
            <td>
              <code>{reference.file}</code>
            </td>
            <td>{reference.line}</td>
            <td>{reference.kind}</td>
            <td>
              <code>{reference.text}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
