import { blockSeparator, type WordRun } from '../text-diff';

/** A word diff: removed words struck through, added words marked, unchanged words left out shown as `…`, blocks apart (` · `). */
export function WordDiff({ runs }: { runs: readonly WordRun[] }) {
  return (
    <blockquote>
      {runs.map((run, index) => {
        const space = index === 0 ? '' : run.kind !== 'gap' && run.startsBlock ? blockSeparator : ' ';
        if (run.kind === 'gap') return `${space}…`;
        if (run.kind === 'removed') return [space, <del key={index}>{run.text}</del>];
        if (run.kind === 'added') return [space, <ins key={index}>{run.text}</ins>];
        return `${space}${run.text}`;
      })}
    </blockquote>
  );
}
