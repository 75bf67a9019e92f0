import { useEffect, useId, useState } from 'react';
import type { SavedPhoto } from '../shared/api';
import { messageOf, postJson } from './api-client';
import { Dialog } from './Dialog';

interface PhotoDialogProps {
  /** The page the photo is saved beside. */
  page: string;
  photo: File;
  onClose: () => void;
  /** Saved: the Markdown to insert. */
  onSaved: (markdown: string, saved: SavedPhoto) => void;
}

/** Alt text in Markdown's image brackets: brackets and line breaks would end it early. */
export function altText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();
}

/** Asks for the photo's alt text (with the photo shown), then saves it beside the page. */
export function PhotoDialog({ page, photo, onClose, onSaved }: PhotoDialogProps) {
  const [alt, setAlt] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [previewUrl, setPreviewUrl] = useState('');
  const altId = useId();
  const helpId = useId();

  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setPreviewUrl(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(photo);
    return () => reader.abort();
  }, [photo]);

  async function save() {
    if (!altText(alt)) {
      setMessage('Describe what the photo shows first: people who cannot see it hear this text.');
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      const saved = await postJson<SavedPhoto>('photo', photo, { query: { page, name: photo.name } });
      onSaved(`![${altText(alt)}](${saved.reference})`, saved);
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Add photo"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="photo-form" className="button button-primary" disabled={busy}>
            {busy ? 'Saving photo…' : 'Add photo'}
          </button>
        </>
      }
    >
      <form
        id="photo-form"
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {previewUrl && <img className="photo-preview" src={previewUrl} alt="" />}
        <p className="help">
          {photo.name}, {(photo.size / 1024 / 1024).toFixed(1)} MB. It is saved beside the page.
        </p>
        <div className="field">
          <span className="field-name">
            <label htmlFor={altId}>Alt text</label>
            <span className="required-mark" aria-hidden="true">
              Required
            </span>
          </span>
          <input
            id={altId}
            value={alt}
            required
            aria-describedby={helpId}
            aria-invalid={message ? true : undefined}
            onChange={(event) => setAlt(event.target.value)}
          />
          <p className="help" id={helpId}>
            What the photo shows, in a sentence, for people who cannot see it.
          </p>
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
