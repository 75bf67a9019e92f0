interface FinderEmptyProps {
  message: string;
  onClear: () => void;
}

/** What a finder shows when nothing matches, with the way back to everything. */
export function FinderEmpty({ message, onClear }: FinderEmptyProps) {
  return (
    <div className="card grid justify-items-start gap-4">
      <p className="m-0 heading-3">{message}</p>
      <p className="m-0 text-body">Try another word, or another filter.</p>
      <button type="button" onClick={onClear} className="btn-secondary">
        Show everything
      </button>
    </div>
  );
}
