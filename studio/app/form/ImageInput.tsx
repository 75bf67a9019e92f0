import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ImageList } from '../../shared/api';
import { getJson, messageOf } from '../api-client';
import { Dialog } from '../Dialog';
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

/** An image field: the path in public/, its thumbnail, a picker of the site's images and an upload. */
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
        <button type="button" className="button button-small" onClick={() => setPicking(true)}>
          Choose image for {label}
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
        <ImagePicker
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

function ImagePicker({
  current,
  onClose,
  onChoose,
}: {
  current: string;
  onClose: () => void;
  onChoose: (path: string) => void;
}) {
  const [images, setImages] = useState<ImageList['images'] | null>(null);
  const [filter, setFilter] = useState('');
  const [message, setMessage] = useState('');
  const filterId = useId();
  useEffect(() => {
    getJson<ImageList>('images')
      .then((answer) => setImages(answer.images))
      .catch((error: unknown) => setMessage(messageOf(error)));
  }, []);
  const shown = useMemo(
    () =>
      (images ?? []).filter((image) => image.path.toLowerCase().includes(filter.trim().toLowerCase())).slice(0, 200),
    [images, filter],
  );
  return (
    <Dialog title="Choose an image" onClose={onClose} wide>
      <div className="field">
        <label htmlFor={filterId}>Filter images</label>
        <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      {message && (
        <p className="message message-error" role="alert">
          {message}
        </p>
      )}
      {images === null && !message && <p className="muted">Loading images…</p>}
      <ul className="image-grid">
        {shown.map((image) => (
          <li key={image.path}>
            <button
              type="button"
              className="image-choice"
              aria-pressed={image.path === current}
              onClick={() => onChoose(image.path)}
            >
              <img src={image.path} alt="" loading="lazy" />
              <span>{image.path.replace(/^\/images\//, '')}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
