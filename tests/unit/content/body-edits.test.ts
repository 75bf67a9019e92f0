import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BodyEdits, frontmatterBlock } from '../../../content/body-edits';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n\n${body}\n`;

describe('frontmatterBlock', () => {
  it('is the frontmatter as written, with its --- lines, past a byte order mark', () => {
    expect(frontmatterBlock(`\uFEFF${page('Cloud', 'Body')}`)).toBe('---\ntitle: Cloud\ndescription: A page.\n---');
    expect(frontmatterBlock('No frontmatter')).toBeUndefined();
    expect(frontmatterBlock('---\ntitle: never closed\n')).toBeUndefined();
  });
});

describe('BodyEdits', () => {
  const pagesDir = mkdtempSync(join(tmpdir(), 'body-edits-'));
  const file = join(pagesDir, 'cloud.mdx');
  const today = '2026-11-23';
  const remembered = (changed: string) => {
    const edits = new BodyEdits();
    writeFileSync(file, page('Cloud', 'First body'));
    edits.remember(pagesDir, [{ file: 'cloud.mdx', path: '/cloud' }], { '/cloud': changed });
    return edits;
  };

  it('tells an edit of the body alone of a page already dated today', () => {
    const edits = remembered(`${today}T09:00:00Z`);
    writeFileSync(file, page('Cloud', 'Second body'));
    expect(edits.isBodyOnly(file, today)).toBe(true);
  });

  it('counts a frontmatter change, a page dated another day, and an unknown file as changing the index', () => {
    const edits = remembered(`${today}T09:00:00Z`);
    writeFileSync(file, page('Cloud Services', 'First body'));
    expect(edits.isBodyOnly(file, today)).toBe(false);
    const committed = remembered('2026-03-03T09:00:00Z');
    writeFileSync(file, page('Cloud', 'Second body'));
    expect(committed.isBodyOnly(file, today)).toBe(false);
    expect(edits.isBodyOnly(join(pagesDir, 'other.mdx'), today)).toBe(false);
  });
});
