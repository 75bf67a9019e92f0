import { diffSequences, type DiffKind, type DiffRun } from './sequence-diff';
import type { Heading, TextSection } from './visible-text';

/**
 * Words of one kind inside one block. `startsBlock`: the run begins a block (a card's label, its
 * title, its link) after words of another block, so it is shown apart from them (`blockSeparator`),
 * never run on into one phrase with the link text before it.
 */
export type WordRun = { kind: DiffKind; text: string; startsBlock?: true } | { kind: 'gap' };

/** What shows a block's start between two runs in a line of diff: "Read the news → · Recognition". */
export const blockSeparator = ' · ';

/** The words of runs as one line, a gap left out: blocks apart, the words in a block spaced. */
export function runsText(runs: readonly WordRun[]): string {
  let text = '';
  for (const run of runs) {
    if (run.kind === 'gap') continue;
    text += text ? `${run.startsBlock ? blockSeparator : ' '}${run.text}` : run.text;
  }
  return text;
}

/** The changed words under one heading. */
export interface SectionDiff {
  /** Headings from the outermost in, as they read after the change (before it, for a removed section); empty above the first heading. */
  heading: string[];
  /** Set when the heading itself was added, removed or reworded. */
  headingChange?: { before?: string; after?: string };
  /** Changed words with a few unchanged ones around them; `gap` stands for the unchanged words left out. */
  runs: WordRun[];
}

/** `first`: the word begins a block. */
type Token = { heading: Heading } | { word: string; first: boolean };

interface SectionWord {
  kind: DiffKind;
  word: string;
  first: boolean;
}

interface OpenSection {
  diff: SectionDiff;
  words: SectionWord[];
}

/** A heading, or the words of one block (a paragraph, a list item, a card's date). */
type Block = Token[];

/** The sections as blocks: each heading one, its words split where `blockStarts` says. */
function blocksOf(sections: readonly TextSection[]): Block[] {
  const blocks: Block[] = [];
  for (const section of sections) {
    if (section.heading) blocks.push([{ heading: section.heading }]);
    const starts = [0, ...(section.blockStarts ?? []), section.words.length];
    for (let index = 1; index < starts.length; index++)
      if (starts[index] > starts[index - 1])
        blocks.push(
          section.words.slice(starts[index - 1], starts[index]).map((word, at) => ({ word, first: at === 0 })),
        );
  }
  return blocks;
}

/** The blocks' tokens in one list, with the index where each block begins. */
function flatten(blocks: readonly Block[]): { tokens: Token[]; starts: Set<number> } {
  const starts = new Set<number>();
  const tokens: Token[] = [];
  for (const block of blocks) {
    starts.add(tokens.length);
    tokens.push(...block);
  }
  return { tokens, starts };
}

// A heading's key cannot equal a word's: words never contain a line break.
const keyOf = (token: Token) => ('heading' in token ? `\n${token.heading.level} ${token.heading.text}` : token.word);

function enter(trail: Heading[], heading: Heading): void {
  while ((trail.at(-1)?.level ?? 0) >= heading.level) trail.pop();
  trail.push(heading);
}

// The page's own heading says little under a deeper one: the report names the page already.
const texts = (trail: readonly Heading[]) =>
  (trail.length > 1 && trail[0].level === 1 ? trail.slice(1) : trail).map((heading) => heading.text);

/** A run's words as runs of one block each, the ones after the first (or all, when `first` is set) marked as starting one. */
function byBlock(kind: DiffKind, words: readonly SectionWord[]): WordRun[] {
  const runs: { words: string[]; startsBlock: boolean }[] = [];
  for (const { word, first } of words) {
    const last = runs.at(-1);
    if (last && !first) last.words.push(word);
    else runs.push({ words: [word], startsBlock: first });
  }
  return runs.map(({ words: text, startsBlock }) =>
    startsBlock ? { kind, text: text.join(' '), startsBlock: true } : { kind, text: text.join(' ') },
  );
}

/** Unchanged words shortened to `context` on each side of a change; each run within one block. */
function compress(words: readonly SectionWord[], context: number): WordRun[] {
  const runs: { kind: DiffKind; words: SectionWord[] }[] = [];
  for (const word of words) {
    const last = runs.at(-1);
    if (last?.kind === word.kind) last.words.push(word);
    else runs.push({ kind: word.kind, words: [word] });
  }
  const shown = runs.flatMap((run, index): WordRun[] => {
    if (run.kind !== 'same') return byBlock(run.kind, run.words);
    const first = index === 0;
    const last = index === runs.length - 1;
    const keep = (part: SectionWord[]) => byBlock('same', part);
    if (first && last) return [];
    if (first)
      return run.words.length > context ? [{ kind: 'gap' }, ...keep(run.words.slice(-context))] : keep(run.words);
    if (last)
      return run.words.length > context ? [...keep(run.words.slice(0, context)), { kind: 'gap' }] : keep(run.words);
    if (run.words.length <= 2 * context) return keep(run.words);
    return [...keep(run.words.slice(0, context)), { kind: 'gap' }, ...keep(run.words.slice(-context))];
  });
  // Nothing to tell a block apart from at the start of the text or after words left out, and
  // an addition right after a removal (or the other way) stands in its place, not after it.
  return shown.map((run, index) => {
    if (run.kind === 'gap' || !run.startsBlock) return run;
    const before = shown[index - 1]?.kind;
    const replaces = run.kind !== 'same' && before !== 'same' && before !== run.kind;
    if (before && before !== 'gap' && !replaces) return run;
    return { kind: run.kind, text: run.text };
  });
}

// A reworded heading is told apart from its text (`headingChange`): it weighs nothing when the
// cleanup decides whether unchanged words beside it are worth showing as unchanged.
const weightOf = (token: Token) => ('heading' in token ? 0 : 1);

/**
 * The diff by blocks first, then by words inside each change: a paragraph moved is one block
 * removed and one added, never its words matched with a similar paragraph's; a paragraph
 * reworded shows the words that changed.
 */
function tokenRuns(before: readonly TextSection[], after: readonly TextSection[]): DiffRun<Token>[] {
  const blockKey = (block: Block) => block.map(keyOf).join('\n');
  // Unchanged blocks stay unchanged: folding one into the changes around it would let the word
  // diff match a moved paragraph's words with a similar one's.
  const blockRuns = diffSequences(blocksOf(before), blocksOf(after), blockKey);
  const runs: DiffRun<Token>[] = [];
  for (let index = 0; index < blockRuns.length;) {
    if (blockRuns[index].kind === 'same') {
      runs.push({ kind: 'same', items: blockRuns[index++].items.flat() });
      continue;
    }
    const removed: Block[] = [];
    const added: Block[] = [];
    for (; index < blockRuns.length && blockRuns[index].kind !== 'same'; index++)
      (blockRuns[index].kind === 'removed' ? removed : added).push(...blockRuns[index].items);
    const from = flatten(removed);
    const to = flatten(added);
    runs.push(
      ...diffSequences(from.tokens, to.tokens, keyOf, {
        blocks: { before: from.starts, after: to.starts },
        weight: weightOf,
        cleanup: true,
      }),
    );
  }
  return runs;
}

/**
 * A word-level diff of a page's text, told by section: each section whose words or heading
 * changed, with `context` unchanged words around each change. A reworded heading is one section
 * with its heading change, not a removed and an added one.
 */
export function diffTextSections(
  before: readonly TextSection[],
  after: readonly TextSection[],
  context = 6,
): SectionDiff[] {
  const sections: OpenSection[] = [{ diff: { heading: [], runs: [] }, words: [] }];
  const beforeTrail: Heading[] = [];
  const afterTrail: Heading[] = [];
  const current = () => sections[sections.length - 1];
  const open = (diff: SectionDiff) => sections.push({ diff, words: [] });

  for (const run of tokenRuns(before, after)) {
    for (const token of run.items) {
      if ('word' in token) {
        current().words.push({ kind: run.kind, word: token.word, first: token.first });
        continue;
      }
      const { heading } = token;
      const waiting = current().words.length === 0 ? current().diff.headingChange : undefined;
      if (run.kind === 'same') {
        enter(beforeTrail, heading);
        enter(afterTrail, heading);
        open({ heading: texts(afterTrail), runs: [] });
      } else if (run.kind === 'removed') {
        enter(beforeTrail, heading);
        if (waiting && waiting.before === undefined) waiting.before = heading.text;
        else open({ heading: texts(beforeTrail), headingChange: { before: heading.text }, runs: [] });
      } else {
        enter(afterTrail, heading);
        if (waiting && waiting.after === undefined) {
          waiting.after = heading.text;
          current().diff.heading = texts(afterTrail);
        } else open({ heading: texts(afterTrail), headingChange: { after: heading.text }, runs: [] });
      }
    }
  }

  return sections
    .filter(({ diff, words }) => diff.headingChange || words.some((word) => word.kind !== 'same'))
    .map(({ diff, words }) => ({ ...diff, runs: compress(words, context) }));
}
