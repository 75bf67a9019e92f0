import { useId } from 'react';
import { Dialog } from './Dialog';

interface ConflictDialogProps {
  file: string;
  mine: string;
  disk: string;
  onKeepMine: () => void;
  onTakeDisk: () => void;
  onCancel: () => void;
}

/** The file changed on disk since it was opened: both versions side by side, and the copywriter decides. */
export function ConflictDialog({ file, mine, disk, onKeepMine, onTakeDisk, onCancel }: ConflictDialogProps) {
  const mineId = useId();
  const diskId = useId();
  return (
    <Dialog
      title="The file changed on disk"
      onClose={onCancel}
      wide
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={onTakeDisk}>
            Take the disk version
          </button>
          <button type="button" className="button button-primary" onClick={onKeepMine}>
            Keep mine and overwrite
          </button>
        </>
      }
    >
      <p>
        <code>{file}</code> was changed by something else (another editor, a git pull) after you opened it. Nothing was
        saved. Compare the two versions and choose which one to keep.
      </p>
      <div className="conflict-columns">
        <section>
          <h3 id={mineId}>Your version</h3>
          <textarea className="source-view" readOnly value={mine} aria-labelledby={mineId} />
        </section>
        <section>
          <h3 id={diskId}>Version on disk</h3>
          <textarea
            className="source-view"
            readOnly
            value={disk || '(the file was deleted)'}
            aria-labelledby={diskId}
          />
        </section>
      </div>
    </Dialog>
  );
}
