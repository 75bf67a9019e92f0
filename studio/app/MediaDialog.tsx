import { useEffect, useId, useMemo, useState } from 'react';
import type { MediaImage, MediaList } from '../shared/api';
import { getJson, messageOf } from './api-client';
import { Dialog } from './Dialog';
import { altText } from './PhotoDialog';

type MediaDialogProps = { onClose: () => void } & (
  | {
      /** An image field: only files in public/ can be named there. */
      mode: 'field';
      current: string;
      onChoose: (value: string) => void;
    }
  | {
      /** The page the image is inserted into, which a photo beside another page is named from. */
      mode: 'text';
      page: string;
      onInsert: (markdown: string) => void;
    }
);

/** The most shown listed images; a search finds the others. */
const shownAtMost = 200;

/** `pages/about/team.jpg` named from `pages/about/index.mdx` → `./team.jpg`; from `pages/news/x.mdx` → `../about/team.jpg`. */
export function relativeReference(page: string, file: string): string {
  const from = page.split('/').slice(0, -1);
  const to = file.split('/');
  let same = 0;
  while (same < from.length && same < to.length - 1 && from[same] === to[same]) same++;
  const up = from.length - same;
  return (up === 0 ? './' : '../'.repeat(up)) + to.slice(same).join('/');
}

function nameOf(image: MediaImage): string {
  return image.file.split('/').pop() ?? image.file;
}

function sizeText(image: MediaImage): string {
  const kb = `${Math.max(1, Math.round(image.bytes / 1024))} KB`;
  return image.width && image.height ? `${image.width} × ${image.height} px, ${kb}` : kb;
}

/** The alt text the image is most often shown with. */
function usualAlt(image: MediaImage): string {
  const counts = new Map<string, number>();
  for (const { alt } of image.uses) if (alt) counts.set(alt, (counts.get(alt) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The site's images (public/images and the photos beside pages), each with its size and the pages
 * that show it with their alt texts, searchable by name and alt text; one is chosen for an image
 * field, or inserted into the text with an alt text (the one it is shown with, to check).
 */
export function MediaDialog(props: MediaDialogProps) {
  const [images, setImages] = useState<MediaImage[] | null>(null);
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<MediaImage | null>(null);
  const [alt, setAlt] = useState('');
  const searchId = useId();
  const altId = useId();
  const altHelpId = useId();

  useEffect(() => {
    getJson<MediaList>('media')
      .then((answer) => setImages(answer.images))
      .catch((error: unknown) => setMessage(messageOf(error)));
  }, []);

  const found = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (images ?? []).filter(
      (image) =>
        (props.mode === 'text' || image.fieldValue !== null) &&
        (words === '' ||
          image.file.toLowerCase().includes(words) ||
          image.uses.some((use) => use.alt.toLowerCase().includes(words))),
    );
  }, [images, search, props.mode]);

  function choose(image: MediaImage) {
    if (props.mode === 'field') {
      if (image.fieldValue !== null) props.onChoose(image.fieldValue);
      return;
    }
    setChosen(image);
    setAlt(usualAlt(image));
    setMessage('');
    requestAnimationFrame(() => document.getElementById(altId)?.focus());
  }

  function insert() {
    if (props.mode !== 'text' || !chosen) return;
    if (!altText(alt)) {
      setMessage('Describe what the image shows first: people who cannot see it hear this text.');
      return;
    }
    const reference = chosen.fieldValue ?? relativeReference(props.page, chosen.file);
    props.onInsert(`![${altText(alt)}](${reference})`);
  }

  return (
    <Dialog
      title={props.mode === 'field' ? "Choose from the site's images" : 'Insert an image from the site'}
      onClose={props.onClose}
      wide
      actions={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          {props.mode === 'text' && (
            <button type="submit" form="media-form" className="button button-primary" disabled={!chosen}>
              Insert image
            </button>
          )}
        </>
      }
    >
      <div className="field">
        <label htmlFor={searchId}>Search by file name or alt text</label>
        <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {message && (
        <p className="message message-error" role="alert">
          {message}
        </p>
      )}
      <p className="muted small" role="status">
        {images === null
          ? message
            ? ''
            : 'Looking through the site’s images…'
          : `${found.length} ${found.length === 1 ? 'image' : 'images'}${found.length > shownAtMost ? `, the first ${shownAtMost} shown: search to find the others` : ''}`}
      </p>
      <ul className="media-list" aria-label="The site's images">
        {found.slice(0, shownAtMost).map((image) => {
          const selected = props.mode === 'field' ? image.fieldValue === props.current : chosen?.file === image.file;
          return (
            <li key={image.file} className={selected ? 'media-item media-item-chosen' : 'media-item'}>
              <img className="media-thumb" src={image.url} alt="" loading="lazy" />
              <div className="media-details">
                <p className="media-name">{nameOf(image)}</p>
                <p className="muted small">
                  {image.file} · {sizeText(image)}
                </p>
                {image.uses.length === 0 ? (
                  <p className="muted small">Not shown on any page.</p>
                ) : (
                  <ul className="media-uses small">
                    {image.uses.map((use) => (
                      <li key={`${use.file}:${use.line}:${use.reference}`}>
                        {use.alt ? `“${use.alt}”` : <em>no alt text</em>} on {use.title} ({use.path}), line {use.line}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <button
                type="button"
                className="button button-small"
                aria-pressed={selected}
                aria-label={`${props.mode === 'field' ? 'Use' : 'Choose'} ${nameOf(image)}`}
                onClick={() => choose(image)}
              >
                {props.mode === 'field' ? 'Use this image' : 'Choose'}
              </button>
            </li>
          );
        })}
      </ul>
      {props.mode === 'text' && chosen && (
        <form
          id="media-form"
          className="field media-alt"
          onSubmit={(event) => {
            event.preventDefault();
            insert();
          }}
        >
          <label htmlFor={altId}>Alt text for {nameOf(chosen)}</label>
          <input
            id={altId}
            value={alt}
            required
            aria-describedby={altHelpId}
            onChange={(event) => setAlt(event.target.value)}
          />
          <p className="help" id={altHelpId}>
            What the image shows here, in a sentence, for people who cannot see it. The alt text it has elsewhere is
            filled in: check it fits this page.
          </p>
        </form>
      )}
    </Dialog>
  );
}
