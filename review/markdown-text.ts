import { blockSeparator, type WordRun } from './text-diff';

/** Escapes the characters that would start Markdown syntax inside a line of page text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_~[\]<>|]/g, '\\$&');
}

export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** `a`, `b` and 3 more. */
export function codeList(items: readonly string[], shown = 5): string {
  const listed = items.slice(0, shown).map(code).join(', ');
  return items.length > shown ? `${listed} and ${items.length - shown} more` : listed;
}

/**
 * A word diff as one Markdown line: removed words struck through, added ones in bold, `…` for
 * unchanged words left out, ` · ` where a block begins (a card's label after its link).
 */
export function wordRunsMarkdown(runs: readonly WordRun[]): string {
  return runs
    .map((run, index) => {
      if (run.kind === 'gap') return `${index ? ' ' : ''}…`;
      const text = escapeMarkdown(run.text);
      const marked = run.kind === 'removed' ? `~~${text}~~` : run.kind === 'added' ? `**${text}**` : text;
      return `${index ? (run.startsBlock ? blockSeparator : ' ') : ''}${marked}`;
    })
    .join('');
}
