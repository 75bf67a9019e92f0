import { getSchema } from '@tiptap/core';
import { history, undo } from '@tiptap/pm/history';
import type { Node as ProseNode } from '@tiptap/pm/model';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkConfig from '../../../.remarkrc.mjs';
import { projectRoot } from '../../../builder/project-root';
import { componentJsx } from '../../../studio/shared/component-tags';
import { cardOpening, cardTag } from '../../../studio/shared/write-components';
import {
  blockAt,
  indentAt,
  newBlocks,
  readWriteDocument,
  writtenText,
  type WriteDocument,
} from '../../../studio/shared/write-document';
import { writeExtensions } from '../../../studio/shared/write-schema';

const schema = getSchema(writeExtensions());

const pagesDir = join(projectRoot, 'pages');
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .sort();

/** `npm run format`'s printer (`.remarkrc.mjs`): a file it leaves unchanged is formatted. */
const formatter = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkStringify, (remarkConfig as { settings: object }).settings);

function read(text: string): WriteDocument {
  const document = readWriteDocument(schema, text);
  if ('problem' in document) throw new Error(document.problem);
  return document;
}

function stateOf(document: WriteDocument): EditorState {
  return EditorState.create({ doc: document.doc, plugins: [history()] });
}

function applied(state: EditorState, change: (tr: Transaction) => Transaction): EditorState {
  return state.apply(change(state.tr));
}

function undone(state: EditorState): EditorState {
  let after: EditorState | undefined;
  undo(state, (tr) => (after = state.apply(tr)));
  if (!after) throw new Error('nothing to undo');
  return after;
}

/** The part of `after` that differs from `before`, as offsets in `before`. */
function changedRange(before: string, after: string): { from: number; to: number } {
  let from = 0;
  while (from < before.length && before[from] === after[from]) from++;
  let back = 0;
  while (back < before.length - from && before[before.length - 1 - back] === after[after.length - 1 - back]) back++;
  return { from, to: before.length - back };
}

/** The first node of a type that is a block of its own in the source (not inside a list or a quote), with its position. */
function firstOf(doc: ProseNode, type: string): { node: ProseNode; pos: number } | null {
  let found: { node: ProseNode; pos: number } | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === type && node.attrs.sid != null) found = { node, pos };
    return !found;
  });
  return found;
}

// Every page, several times: seconds on a quiet machine, more beside the other lanes of npm test.
describe('Write mode over every real page', { timeout: 120_000 }, () => {
  it('reads every page and gives its text back byte for byte, also from a copy of the document (as after undo)', () => {
    expect(pageFiles.length).toBeGreaterThan(150);
    for (const file of pageFiles) {
      const text = readFileSync(join(pagesDir, file), 'utf8');
      const document = read(text);
      expect(writtenText(document.doc, document.source), file).toBe(text);
      expect(writtenText(schema.nodeFromJSON(document.doc.toJSON()), document.source), file).toBe(text);
    }
  });

  it('rewrites only the edited block, formatted as npm run format leaves it, and undo gives the file back', () => {
    let edits = 0;
    for (const file of pageFiles) {
      const text = readFileSync(join(pagesDir, file), 'utf8');
      const document = read(text);
      for (const type of ['paragraph', 'heading', 'bulletList']) {
        const found = firstOf(document.doc, type);
        if (!found) continue;
        const textEnd =
          type === 'bulletList'
            ? found.pos + 3 + found.node.firstChild!.firstChild!.content.size
            : found.pos + 1 + found.node.content.size;
        const state = applied(stateOf(document), (tr) => tr.insertText(' and *more* words', textEnd));
        const edited = writtenText(state.doc, document.source);
        edits++;
        expect(edited, `${file}: the ${type} has the words`).toContain('and \\*more\\* words');
        expect(String(formatter.processSync(edited)), `${file}: ${type} edit formatted`).toBe(edited);
        // The change lies within the edited block's line(s) of the source.
        const { from, to } = changedRange(text, edited);
        const block = document.source.blocks.get(found.node.attrs.sid as number)!;
        const blockStart = text.indexOf(block.text, document.source.head.length);
        expect(from, `${file}: ${type} edit starts in its block`).toBeGreaterThanOrEqual(blockStart);
        expect(to, `${file}: ${type} edit ends in its block`).toBeLessThanOrEqual(blockStart + block.text.length);
        expect(writtenText(undone(state).doc, document.source), `${file}: undo of the ${type} edit`).toBe(text);
      }
    }
    expect(edits).toBeGreaterThan(250);
  });
});

const page = [
  '---',
  'title: Cloud',
  '---',
  '',
  '<Hero title="Cloud" eyebrow="Services">',
  '  We move workloads to the cloud.',
  '</Hero>',
  '',
  '<Section title="Why us">',
  '  <Prose>',
  '    First paragraph with a [link](/contact-us).',
  '',
  '    Second paragraph.',
  '  </Prose>',
  '',
  '  <StatsGrid stats={[{ value: "550+", label: "Migrations" }]} />',
  '</Section>',
  '',
  '<CtaBanner title="Talk to us" />',
  '',
].join('\n');

describe('Write mode’s blocks', () => {
  it('moves a component among its siblings and back, and removes one, touching only those lines', () => {
    const document = read(page);
    const state = stateOf(document);
    const hero = firstOf(state.doc, 'component')!;
    const section = state.doc.child(1);
    // Swap the Hero and the Section: delete the Section and put it before the Hero.
    const sectionPos = hero.node.nodeSize;
    const moved = applied(state, (tr) => tr.delete(sectionPos, sectionPos + section.nodeSize).insert(0, section));
    const movedText = writtenText(moved.doc, document.source);
    expect(movedText).toBe(
      page.replace(
        /(<Hero[\s\S]*?<\/Hero>\n\n)(<Section[\s\S]*?<\/Section>\n\n)/,
        (_all, heroText: string, sectionText: string) => sectionText + heroText,
      ),
    );
    expect(writtenText(undone(moved).doc, document.source)).toBe(page);

    const cta = state.doc.child(2);
    const ctaPos = hero.node.nodeSize + section.nodeSize;
    const removed = applied(state, (tr) => tr.delete(ctaPos, ctaPos + cta.nodeSize));
    expect(writtenText(removed.doc, document.source)).toBe(page.replace('\n<CtaBanner title="Talk to us" />\n', ''));
  });

  it('edits a Prose paragraph in place at its depth, and a new paragraph gets the same indentation', () => {
    const document = read(page);
    const state = stateOf(document);
    const second = (() => {
      let found = -1;
      state.doc.descendants((node, pos) => {
        if (node.type.name === 'paragraph' && node.textContent === 'Second paragraph.') found = pos;
        return found < 0;
      });
      return found;
    })();
    const end = second + 1 + 'Second paragraph.'.length;
    const split = applied(state, (tr) => tr.split(end).insertText('A third one, **new**.', end + 2));
    expect(writtenText(split.doc, document.source)).toBe(
      page.replace('    Second paragraph.\n', '    Second paragraph.\n\n    A third one, \\*\\*new\\*\\*.\n'),
    );
    expect(indentAt(state.doc, second, document.source)).toBe('    ');
  });

  it('rewrites a card’s props with Edit component’s rules, at its indentation', () => {
    const document = read(page);
    let stats: ProseNode | null = null;
    let statsPos = -1;
    document.doc.descendants((node, pos) => {
      if (node.type.name === 'component' && node.attrs.name === 'StatsGrid') {
        stats = node;
        statsPos = pos;
      }
    });
    const node = stats as unknown as ProseNode;
    const indent = indentAt(document.doc, statsPos, document.source);
    expect(indent).toBe('  ');
    const tag = cardTag(String(node.attrs.opening), null, indent)!;
    expect(tag.props).toEqual({ stats: [{ value: '550+', label: 'Migrations' }] });
    const opening = cardOpening(String(node.attrs.opening), null, indent, {
      stats: [{ value: '600+', label: 'Migrations' }],
    });
    const state = applied(stateOf(document), (tr) => tr.setNodeMarkup(statsPos, undefined, { ...node.attrs, opening }));
    expect(writtenText(state.doc, document.source)).toBe(
      page.replace(
        `stats={[{ value: "550+", label: "Migrations" }]}`,
        `stats={[{ value: '600+', label: 'Migrations' }]}`,
      ),
    );
  });

  it('inserts a new component laid out over lines at its place’s depth, formatted as npm run format leaves it', () => {
    const document = read(page);
    const state = stateOf(document);
    const section = state.doc.child(1);
    // After the Prose, inside the Section.
    const at = state.doc.child(0).nodeSize + 1 + section.child(0).nodeSize;
    const indent = indentAt(state.doc, at, document.source);
    expect(indent).toBe('  ');
    const stats = Array.from({ length: 4 }, (_, index) => ({
      value: `${index + 1}0+`,
      label: `A long label number ${index + 1}`,
    }));
    const blocks = newBlocks(schema, componentJsx('StatsGrid', { stats }), indent);
    if ('problem' in blocks) throw new Error(blocks.problem);
    const edited = writtenText(applied(state, (tr) => tr.insert(at, blocks)).doc, document.source);
    expect(String(formatter.processSync(edited))).toBe(edited);
    expect(edited).toContain("  <StatsGrid\n    stats={[\n      { value: '10+', label: 'A long label number 1' },");
    expect(edited.replace(/\n\n  <StatsGrid\n[^]*?\n  \/>/, '')).toBe(page);
  });

  it('finds the innermost block a place in the written file is in, as a click in the preview asks', () => {
    const document = read(page);
    const at = (words: string) => blockAt(document.doc, document.source, page.indexOf(words));
    const nodeAt = (words: string) => document.doc.nodeAt(at(words)!);
    expect(nodeAt('Second paragraph.')?.textContent).toBe('Second paragraph.');
    expect(nodeAt('We move workloads')?.textContent).toBe('We move workloads to the cloud.');
    expect(nodeAt('<StatsGrid')?.attrs.name).toBe('StatsGrid');
    expect(nodeAt('<CtaBanner')?.attrs.name).toBe('CtaBanner');
    expect(at('title: Cloud')).toBeNull();
    // After an edit above it, the same words are found where they now are.
    const state = applied(stateOf(document), (tr) => tr.insertText('New words. ', 2));
    const edited = writtenText(state.doc, document.source);
    const found = blockAt(state.doc, document.source, edited.indexOf('Second paragraph.'));
    expect(state.doc.nodeAt(found!)?.textContent).toBe('Second paragraph.');
  });

  it('says why a page whose MDX does not parse cannot be shown, with its line', () => {
    const broken = readWriteDocument(schema, '---\ntitle: A\n---\n\n<Hero title="A">\n  Text\n');
    expect(broken).toMatchObject({ line: expect.any(Number) as number });
    expect((broken as { problem: string }).problem).toMatch(/fixed in Source: `<Hero>` on line 5 is never closed/);
  });
});
