import { diff3Merge, diffComm } from 'node-diff3';

/**
 * Merging the copywriter's text with the file as something else saved it meanwhile (another
 * editor, a `git pull`), from the text both started at: what only one side changed is taken as it
 * is, and only the places both changed are left for the copywriter to decide, as `git merge` does.
 * Lines keep their line endings, so a merge of unchanged parts gives their bytes back exactly.
 */

export type MergePart =
  | { kind: 'same'; text: string }
  | {
      kind: 'overlap';
      /** The copywriter's text of this place. */
      mine: string;
      /** The text on disk of this place. */
      disk: string;
      /** The 1-based line where the place starts in the merged text (earlier places as the copywriter wrote them). */
      mineLine: number;
    };

export type OverlapChoice = 'mine' | 'disk' | 'both';

/** Lines with their own line endings: joined, they give the text back byte for byte. */
export function linesOf(text: string): string[] {
  return text.split(/(?<=\n)/).filter((line) => line !== '');
}

/**
 * The merge of `mine` and `disk` from `base`. Without a base (text kept in the browser before the
 * base was recorded) every place where the two differ is an overlap for the copywriter to decide.
 */
export function mergeTexts(base: string | null, mine: string, disk: string): MergePart[] {
  const parts: MergePart[] = [];
  let mineLine = 1;
  const pushSame = (lines: string[]) => {
    if (!lines.length) return;
    const last = parts.at(-1);
    if (last?.kind === 'same') last.text += lines.join('');
    else parts.push({ kind: 'same', text: lines.join('') });
  };
  const pushOverlap = (mineLines: string[], diskLines: string[]) => {
    parts.push({ kind: 'overlap', mine: mineLines.join(''), disk: diskLines.join(''), mineLine });
  };
  if (base === null) {
    for (const region of diffComm(linesOf(mine), linesOf(disk))) {
      if (region.common) {
        pushSame(region.common);
        mineLine += region.common.length;
      } else {
        pushOverlap(region.buffer1, region.buffer2);
        mineLine += region.buffer1.length;
      }
    }
    return parts;
  }
  for (const region of diff3Merge(linesOf(mine), linesOf(base), linesOf(disk))) {
    if (region.ok) {
      pushSame(region.ok);
      mineLine += region.ok.length;
    } else if (region.conflict) {
      pushOverlap(region.conflict.a, region.conflict.b);
      mineLine += region.conflict.a.length;
    }
  }
  return parts;
}

/** The places both sides changed. */
export function overlapsOf(parts: MergePart[]): Extract<MergePart, { kind: 'overlap' }>[] {
  return parts.filter((part) => part.kind === 'overlap');
}

/** The merged text, each overlap as chosen (in order); an overlap with no choice keeps the copywriter's text. */
export function mergedText(parts: MergePart[], choices: OverlapChoice[] = []): string {
  let overlap = 0;
  return parts
    .map((part) => {
      if (part.kind === 'same') return part.text;
      const choice = choices[overlap++] ?? 'mine';
      if (choice === 'mine') return part.mine;
      if (choice === 'disk') return part.disk;
      const mine = part.mine.endsWith('\n') || part.mine === '' ? part.mine : `${part.mine}\n`;
      return mine + part.disk;
    })
    .join('');
}

export type WordDifference = { text: string; changed: boolean };

/**
 * Two versions of one place as runs of words, each marked where it differs from the other version:
 * what the dialog highlights.
 */
export function wordDifferences(mine: string, disk: string): { mine: WordDifference[]; disk: WordDifference[] } {
  const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
  const result: { mine: WordDifference[]; disk: WordDifference[] } = { mine: [], disk: [] };
  const add = (side: WordDifference[], text: string, changed: boolean) => {
    if (!text) return;
    const last = side.at(-1);
    if (last && last.changed === changed) last.text += text;
    else side.push({ text, changed });
  };
  for (const region of diffComm(words(mine), words(disk))) {
    if (region.common) {
      add(result.mine, region.common.join(''), false);
      add(result.disk, region.common.join(''), false);
    } else {
      add(result.mine, region.buffer1.join(''), true);
      add(result.disk, region.buffer2.join(''), true);
    }
  }
  // A space between two changed words is part of the change: one highlight, not two.
  const joined = (side: WordDifference[]) =>
    side.reduce<WordDifference[]>((runs, run, index) => {
      const last = runs.at(-1);
      const gap = !run.changed && /^[ \t]+$/.test(run.text) && last?.changed && side[index + 1]?.changed;
      if (last && (gap || (last.changed && run.changed))) last.text += run.text;
      else runs.push({ ...run });
      if (gap && last) last.changed = true;
      return runs;
    }, []);
  return { mine: joined(result.mine), disk: joined(result.disk) };
}
