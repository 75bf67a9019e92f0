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
}

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

const choiceLabels: { choice: OverlapChoice; label: string }[] = [
  { choice: 'mine', label: 'Keep yours' },
  { choice: 'disk', label: 'Take the other version' },
  { choice: 'both', label: 'Keep both, yours first' },
];

/**
 * The file changed on disk since it was opened, and the other change touches lines the copywriter
 * changed too (changes elsewhere in the file were merged without asking): each such place, both
 * versions with their differing words marked, and a choice for each.
 */
export function ConflictDialog({ file, parts, mine, onSave, onTakeDisk, onCancel }: ConflictDialogProps) {
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
      title="Someone else changed this page meanwhile"
      onClose={onCancel}
      wide
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={onTakeDisk}>
            Drop my changes
          </button>
          <button type="button" className="button button-primary" onClick={() => onSave(mergedText(parts, choices))}>
            Save with these choices
          </button>
        </>
      }
    >
      <p>
        <code>{name}</code> was changed and saved by someone else (another editor, or an update of the site) after you
        opened it. Nothing was saved yet.{' '}
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
                    <h3>The other version</h3>
                    <Differences runs={differences.disk} label={`${legend}: the other version`} />
                  </section>
                </div>
                <div className="conflict-choices">
                  {choiceLabels.map(({ choice, label }) => (
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
