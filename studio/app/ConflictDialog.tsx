import { useId, useState } from 'react';
import {
  mergedText,
  overlapsOf,
  wordDifferences,
  type MergePart,
  type OverlapChoice,
  type WordDifference,
} from '../shared/three-way-merge';
import { Dialog } from './Dialog';

interface ConflictDialogProps {
  file: string;
  /** The copywriter's text merged with the disk's (`mergeTexts`); null when the file was deleted. */
  parts: MergePart[] | null;
  /** The copywriter's text, shown alone when the file was deleted. */
  mine: string;
  /** Saves the merged text over the disk's version. */
  onSave: (text: string) => void;
  /** Drops the copywriter's text for the disk's. */
  onTakeDisk: () => void;
  onCancel: () => void;
  /**
   * What the other text is: a save that met the disk's newer text (`disk`, the default), or a
   * submit in the team studio that met the live site's (`published`: someone's change was
   * published meanwhile).
   */
  against?: 'disk' | 'published';
  /** The main button's words when not `Save with these choices` (the team's submit: `Submit with these choices`). */
  saveLabel?: string;
}

/** The dialog's words for each kind of other text. */
const wordsFor = {
  disk: {
    title: 'Someone else changed this page meanwhile',
    changedBy: 'was changed and saved by someone else (another editor, or an update of the site) after you opened it.',
    other: 'The other version',
    take: 'Take the other version',
    drop: 'Drop my changes',
  },
  published: {
    title: 'The live site changed this page meanwhile',
    changedBy:
      'was changed on the live site after your change started: another change to it was published meanwhile. The other version below is the published one.',
    other: 'The published version',
    take: 'Take the published version',
    drop: 'Take the published page, drop my changes to it',
  },
} as const;

function Differences({ runs, label }: { runs: WordDifference[]; label: string }) {
  return (
    <pre className="conflict-text" aria-label={label}>
      {runs.map((run, index) =>
        run.changed ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
      {runs.length === 0 ? <em>(nothing: removed here)</em> : null}
    </pre>
  );
}

function choiceLabels(take: string): { choice: OverlapChoice; label: string }[] {
  return [
    { choice: 'mine', label: 'Keep yours' },
    { choice: 'disk', label: take },
    { choice: 'both', label: 'Keep both, yours first' },
  ];
}

/**
 * The file changed on disk since it was opened, and the other change touches lines the copywriter
 * changed too (changes elsewhere in the file were merged without asking): each such place, both
 * versions with their differing words marked, and a choice for each.
 */
export function ConflictDialog({
  file,
  parts,
  mine,
  onSave,
  onTakeDisk,
  onCancel,
  against = 'disk',
  saveLabel = 'Save with these choices',
}: ConflictDialogProps) {
  const words = wordsFor[against];
  const overlaps = parts ? overlapsOf(parts) : [];
  const [choices, setChoices] = useState<OverlapChoice[]>(() => overlaps.map(() => 'mine'));
  const baseId = useId();
  const name = file.replace(/^pages\//, '');

  if (parts === null)
    return (
      <Dialog
        title="The page was deleted meanwhile"
        onClose={onCancel}
        actions={
          <>
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="button button-primary" onClick={() => onSave(mine)}>
              Save my version again
            </button>
          </>
        }
      >
        <p>
          <code>{name}</code> was deleted by someone else after you opened it. Nothing was saved. Save your version to
          bring the page back, or cancel to leave it deleted.
        </p>
      </Dialog>
    );

  const otherChanges = parts.length - overlaps.length > 0;
  return (
    <Dialog
      title={words.title}
      onClose={onCancel}
      wide
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={onTakeDisk}>
            {words.drop}
          </button>
          <button type="button" className="button button-primary" onClick={() => onSave(mergedText(parts, choices))}>
            {saveLabel}
          </button>
        </>
      }
    >
      <p>
        <code>{name}</code> {words.changedBy} Nothing was {against === 'disk' ? 'saved' : 'submitted'} yet.{' '}
        {otherChanges ? 'Their changes that do not touch yours are kept as they are. ' : ''}
        {overlaps.length === 1
          ? 'In one place you both changed the same lines: choose what to keep there.'
          : `In ${overlaps.length} places you both changed the same lines: choose what to keep in each.`}
      </p>
      <ol className="conflict-places">
        {overlaps.map((overlap, index) => {
          const differences = wordDifferences(overlap.mine, overlap.disk);
          const legend = `Place ${index + 1} of ${overlaps.length}, line ${overlap.mineLine}`;
          return (
            <li key={index}>
              <fieldset>
                <legend id={`${baseId}-${index}`}>{legend}</legend>
                <div className="conflict-columns">
                  <section>
                    <h3>Yours</h3>
                    <Differences runs={differences.mine} label={`${legend}: yours`} />
                  </section>
                  <section>
                    <h3>{words.other}</h3>
                    <Differences runs={differences.disk} label={`${legend}: ${words.other.toLowerCase()}`} />
                  </section>
                </div>
                <div className="conflict-choices">
                  {choiceLabels(words.take).map(({ choice, label }) => (
                    <label key={choice}>
                      <input
                        type="radio"
                        name={`${baseId}-${index}`}
                        checked={choices[index] === choice}
                        onChange={() =>
                          setChoices((current) => current.map((old, at) => (at === index ? choice : old)))
                        }
                      />{' '}
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
