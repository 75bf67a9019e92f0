import { useId, useState } from 'react';
import type { TeamSubmitRequest } from '../../shared/team-api';
import { ConflictDialog } from '../ConflictDialog';
import { Dialog } from '../Dialog';
import { resolutionOf, type ConflictAnswers, type ConflictPlan, type SubmitConflict } from './submit-conflict';
import { fileWords } from './team-words';

interface SubmitConflictProps {
  conflict: SubmitConflict;
  /** `conflictPlan(conflict.files)`, with at least one question. */
  plan: ConflictPlan;
  /** Every question answered: submit again with this body. */
  onResolved: (request: TeamSubmitRequest) => void;
  onCancel: () => void;
}

/**
 * A submit met the live site's newer version of files in the change: each text's places both
 * changed in the conflict dialog, then each photo (or file one side deleted) kept whole from one
 * side, one file after another.
 */
export function SubmitConflictDialogs({ conflict, plan, onResolved, onCancel }: SubmitConflictProps) {
  const [at, setAt] = useState(0);
  const [answers, setAnswers] = useState<ConflictAnswers>(() => ({ texts: { ...plan.texts }, keep: {} }));
  const question = plan.questions[at];
  const last = at === plan.questions.length - 1;

  function answer(next: ConflictAnswers) {
    if (last) onResolved(resolutionOf(conflict, next));
    else {
      setAnswers(next);
      setAt(at + 1);
    }
  }

  if (!question) return null;
  const sitesText = conflict.files.find((file) => file.file === question.file)?.mainText ?? '';
  const saveLabel = last ? 'Submit with these choices' : 'Use these choices, next file';
  if (question.kind === 'text')
    return (
      <ConflictDialog
        key={question.file}
        file={question.file}
        parts={question.parts}
        mine={question.writerText}
        against="published"
        saveLabel={saveLabel}
        onCancel={onCancel}
        onSave={(text) => answer({ ...answers, texts: { ...answers.texts, [question.file]: text } })}
        onTakeDisk={() => answer({ ...answers, texts: { ...answers.texts, [question.file]: sitesText } })}
      />
    );
  return (
    <KeepFileDialog
      key={question.file}
      file={question.file}
      binary={question.binary}
      deletedBy={question.deletedBy}
      saveLabel={last ? 'Submit with this choice' : 'Use this, next file'}
      onCancel={onCancel}
      onChoose={(side) => answer({ ...answers, keep: { ...answers.keep, [question.file]: side } })}
    />
  );
}

interface KeepFileDialogProps {
  file: string;
  binary: boolean;
  deletedBy: 'writer' | 'site' | null;
  saveLabel: string;
  onChoose: (side: 'writer' | 'main') => void;
  onCancel: () => void;
}

/** A photo, or a file one side deleted, changed on both sides: there are no lines to merge, so one side is kept whole. */
function KeepFileDialog({ file, binary, deletedBy, saveLabel, onChoose, onCancel }: KeepFileDialogProps) {
  const [side, setSide] = useState<'writer' | 'main'>('writer');
  const name = useId();
  const what = binary ? 'This file' : 'This page';
  const why =
    deletedBy === 'writer'
      ? `${what} was changed on the live site, and you deleted it in your change.`
      : deletedBy === 'site'
        ? `You changed ${what.toLowerCase()}, and it was deleted on the live site meanwhile.`
        : `${what} was changed on the live site after your change started, and you changed it too.`;
  const mine = deletedBy === 'writer' ? 'Keep it deleted (yours)' : 'Keep mine';
  const sites = deletedBy === 'site' ? 'Leave it deleted, as on the live site' : 'Keep the live site’s';
  return (
    <Dialog
      title="Keep which version?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={() => onChoose(side)}>
            {saveLabel}
          </button>
        </>
      }
    >
      <p>
        <code>{fileWords(file)}</code>: {why} {binary ? 'A photo cannot be merged: ' : ''}choose which version to keep.
        Nothing was submitted yet.
      </p>
      <fieldset className="keep-choice">
        <legend>Version to keep</legend>
        <label>
          <input type="radio" name={name} checked={side === 'writer'} onChange={() => setSide('writer')} /> {mine}
        </label>
        <label>
          <input type="radio" name={name} checked={side === 'main'} onChange={() => setSide('main')} /> {sites}
        </label>
      </fieldset>
    </Dialog>
  );
}
