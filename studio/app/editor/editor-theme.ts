import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { Extension } from '@codemirror/state';

/** The site's colours (uno.config.ts): accent, its dark and light shades, ink, muted, line, surface. */
const colour = {
  accent: '#0a58a8',
  accentDark: '#07447f',
  accentLight: '#e8f1fb',
  ink: '#0f172a',
  body: '#334155',
  muted: '#4b5563',
  line: '#dfe4ec',
  surface: '#f5f7fa',
  navy: '#0b1f3a',
  // Darker than the site's reds and greens, so highlighted text keeps a 4.5:1 contrast on white.
  string: '#1f6b3a',
  keyword: '#8a2c7f',
};

const theme = EditorView.theme({
  '&': { color: colour.body, backgroundColor: '#fff', fontSize: '14px', height: '100%' },
  '&.cm-focused': { outline: `2px solid ${colour.accent}`, outlineOffset: '-2px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    lineHeight: '1.6',
  },
  '.cm-content': { caretColor: colour.ink, padding: '8px 0' },
  '.cm-line': { padding: '0 12px 0 8px' },
  '.cm-gutters': { backgroundColor: colour.surface, color: colour.muted, borderRight: `1px solid ${colour.line}` },
  '.cm-activeLineGutter': { backgroundColor: colour.accentLight, color: colour.accentDark },
  '.cm-activeLine': { backgroundColor: 'rgba(232, 241, 251, 0.45)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: '#cfe0f5',
  },
  '.cm-cursor': { borderLeftColor: colour.ink },
  '.cm-tooltip': { border: `1px solid ${colour.line}`, backgroundColor: '#fff', borderRadius: '6px' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: colour.accent, color: '#fff' },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.8', fontStyle: 'normal', marginLeft: '0.75em' },
  '.cm-completionInfo': { maxWidth: '28em', padding: '6px 10px', lineHeight: '1.45', fontFamily: 'var(--font-sans)' },
  '.cm-completionSection': { color: colour.muted, fontSize: '12px', padding: '2px 8px' },
  '.cm-diagnostic': { fontFamily: 'var(--font-sans)', padding: '6px 10px', maxWidth: '36em' },
  '.cm-panels': { backgroundColor: colour.surface, color: colour.ink },
  '.cm-panels.cm-panels-top': { borderBottom: `1px solid ${colour.line}` },
  '.cm-searchMatch': { backgroundColor: '#fdf1c7' },
});

const highlight = HighlightStyle.define([
  { tag: tags.heading, color: colour.navy, fontWeight: '700' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: colour.accent, textDecoration: 'underline' },
  { tag: [tags.processingInstruction, tags.contentSeparator, tags.quote], color: colour.muted },
  { tag: tags.meta, color: colour.muted },
  { tag: [tags.propertyName, tags.attributeName], color: colour.accentDark },
  { tag: [tags.typeName, tags.tagName, tags.angleBracket], color: colour.keyword },
  { tag: [tags.string, tags.attributeValue], color: colour.string },
  { tag: [tags.keyword, tags.bool, tags.number], color: colour.keyword },
  { tag: [tags.monospace], color: colour.ink, backgroundColor: colour.surface },
  { tag: tags.special(tags.brace), color: colour.keyword, fontWeight: '700' },
  { tag: tags.comment, color: colour.muted, fontStyle: 'italic' },
  { tag: tags.invalid, color: '#b42318' },
]);

/** A calm editor in the site's colours: readable 14px monospace, the accent for focus and selection. */
export const editorTheme: Extension = [theme, syntaxHighlighting(highlight)];
