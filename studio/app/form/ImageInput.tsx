import { useId, useRef, useState } from 'react';
import { messageOf } from '../api-client';
import { MediaDialog } from '../MediaDialog';
import { photoProblem } from '../photo-check';

interface ImageInputProps {
  id: string;
  value: string;
  label: string;
  required: boolean;
  describedBy?: string;
  invalid?: boolean;
  onChange: (value: string) => void;
  upload: (file: File) => Promise<string>;
}

/** An image field: the path in public/, its thumbnail, the site's images to choose from (`MediaDialog`) and an upload. */
export function ImageInput({ id, value, label, required, describedBy, invalid, onChange, upload }: ImageInputProps) {
  const [picking, setPicking] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return setMessage(problem);
    setBusy(true);
    setMessage('');
    try {
      onChange(await upload(file));
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="image-input">
      <div className="image-input-row">
        {value ? (
          <img className="thumb" src={value} alt="" />
        ) : (
          <span className="thumb thumb-empty" aria-hidden="true" />
        )}
        <input
          id={id}
          type="text"
          value={value}
          placeholder="/images/…"
          required={required}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="image-input-actions">
        <button
          type="button"
          className="button button-small"
          aria-label={`Choose from the site's images for ${label}`}
          onClick={() => setPicking(true)}
        >
          Choose from the site's images
        </button>
        <label htmlFor={uploadId} className="button button-small file-button">
          {busy ? 'Uploading…' : `Upload image for ${label}`}
        </label>
        <input
          id={uploadId}
          ref={fileInput}
          type="file"
          className="visually-hidden"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(event) => void uploadFile(event.target.files?.[0])}
        />
      </div>
      {message && (
        <p className="message message-error" role="alert">
          {message}
        </p>
      )}
      {picking && (
        <MediaDialog
          mode="field"
          current={value}
          onClose={() => setPicking(false)}
          onChoose={(path) => {
            onChange(path);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
