import { useEffect, useId, useState } from 'react';
import type { FileText, NewPageRequest, PageKinds } from '../shared/api';
import { getJson, messageOf, postJson } from './api-client';
import { Dialog } from './Dialog';

/** **New page**: what `npm run new` does, a kind and a title, then the new draft opens. */
export function NewPageDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (created: FileText) => void }) {
  const [kinds, setKinds] = useState<PageKinds['kinds'] | null>(null);
  const [kind, setKind] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const kindId = useId();
  const titleId = useId();

  useEffect(() => {
    getJson<PageKinds>('kinds')
      .then((answer) => {
        setKinds(answer.kinds);
        setKind((current) => current || (answer.kinds[0]?.name ?? ''));
      })
      .catch((error: unknown) => setMessage(messageOf(error)));
  }, []);

  async function create() {
    if (!title.trim()) {
      setMessage('Write the page’s title first.');
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      onCreated(await postJson<FileText>('new', { kind, title } satisfies NewPageRequest));
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="New page"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="new-page-form" className="button button-primary" disabled={busy || !kinds}>
            {busy ? 'Creating…' : 'Create draft'}
          </button>
        </>
      }
    >
      <form
        id="new-page-form"
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className="field">
          <label htmlFor={kindId}>Kind of page</label>
          <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)} disabled={!kinds}>
            {(kinds ?? []).map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field-name">
            <label htmlFor={titleId}>Title</label>
            <span className="required-mark" aria-hidden="true">
              Required
            </span>
          </span>
          <input id={titleId} value={title} onChange={(event) => setTitle(event.target.value)} required />
          <p className="help">The page is created as a draft; its address is made from the title.</p>
        </div>
        {message && (
          <p className="message message-error" role="alert">
            {message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
