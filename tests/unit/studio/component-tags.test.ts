import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { componentJsx, componentTagAt, withComponentProps } from '../../../studio/shared/component-tags';
import remarkConfig from '../../../.remarkrc.mjs';

const pagesDir = join(import.meta.dirname, '../../../pages');
const realPage = (file: string) => readFileSync(join(pagesDir, file), 'utf8');

function pageFiles(folder = pagesDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

/** What `npm run format` makes of a text. */
const formatter = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkMdx)
  .use(remarkStringify, (remarkConfig as { settings: object }).settings);
const formatted = (text: string) => String(formatter.processSync(text));

/** The text before, inside and after the one region where two texts differ. */
function difference(before: string, after: string): { removed: string; added: string } {
  let head = 0;
  while (head < before.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  return { removed: before.slice(head, before.length - tail), added: after.slice(head, after.length - tail) };
}

const cloud = realPage('services/cloud.mdx');
const offsetOf = (text: string, search: string) => {
  const at = text.indexOf(search);
  if (at === -1) throw new Error(`not in the page: ${search}`);
  return at;
};

describe('componentTagAt', () => {
  it('reads a real StatsGrid, its array of objects as values', () => {
    const tag = componentTagAt(cloud, offsetOf(cloud, "{ value: '1000+'"));
    expect(tag?.name).toBe('StatsGrid');
    expect(tag?.selfClosing).toBe(true);
    expect(tag?.props).toEqual({
      stats: [
        { value: '550+', label: 'Cloud migrations delivered' },
        { value: '1000+', label: 'Certified cloud experts' },
        { value: '50+', label: 'Technology partners' },
        { value: '24/7', label: 'Support for the platforms we run' },
      ],
    });
    expect(tag && cloud.slice(tag.start, tag.end)).toMatch(/^<StatsGrid[\s\S]*\/>$/);
    expect(tag?.openingEnd).toBe(tag?.end);
    expect(tag && cloud.split('\n')[tag.line - 1].trim()).toBe('<StatsGrid');
  });

  it('finds a Hero with children from inside its children, and the innermost component', () => {
    const inChildren = componentTagAt(cloud, offsetOf(cloud, 'We move, modernise'));
    expect(inChildren?.name).toBe('Hero');
    expect(inChildren?.selfClosing).toBe(false);
    expect(inChildren?.props).toEqual({
      eyebrow: 'Cloud Services',
      title: 'Cloud that pays for itself',
      actions: [
        { label: 'Explore our cloud services', href: '#cloud-services' },
        { label: 'Talk to a cloud expert', href: '/contact-us' },
      ],
    });
    expect(inChildren && cloud.slice(inChildren.start, inChildren.openingEnd)).toMatch(/^<Hero\n[\s\S]*\n>$/);
    expect(inChildren && cloud.slice(inChildren.end - 7, inChildren.end)).toBe('</Hero>');
    // A Card inside a CardGrid inside a Section: the Card.
    expect(componentTagAt(cloud, offsetOf(cloud, 'Assessment, wave planning'))?.name).toBe('Card');
    expect(componentTagAt(cloud, offsetOf(cloud, '<CardGrid') + 3)?.name).toBe('CardGrid');
    // Frontmatter and plain text between components are in none.
    expect(componentTagAt(cloud, 5)).toBeNull();
  });

  it('keeps expressions that are not literals apart, and reads literals of every kind', () => {
    const text = '# Page\n\n<Chart data={rows} size={-2} on label={`plain`} options={{ "a-b": [1, true, null] }} />\n';
    const tag = componentTagAt(text, text.indexOf('Chart'));
    expect(tag?.props).toEqual({ size: -2, on: true, label: 'plain', options: { 'a-b': [1, true, null] } });
    expect(tag?.unreadable).toEqual(['data']);
    expect(componentTagAt('<Broken title="x"\n', 2)).toBeNull();
  });

  it('finds the first and the last component of every real page', { timeout: 120_000 }, () => {
    for (const path of pageFiles()) {
      const text = readFileSync(path, 'utf8');
      const tags = [...text.matchAll(/<([A-Z]\w*)/g)];
      for (const match of [tags[0], tags[tags.length - 1]].filter(Boolean)) {
        const tag = componentTagAt(text, match.index + 1);
        expect(tag?.name, `${relative(pagesDir, path)}:${match.index}`).toBe(match[1]);
        expect(tag?.start, `${relative(pagesDir, path)}:${match.index}`).toBe(match.index);
      }
    }
  });
});

describe('withComponentProps', () => {
  it('changes one value of a real StatsGrid, and nothing else in the file', () => {
    const tag = componentTagAt(cloud, offsetOf(cloud, '<StatsGrid'))!;
    const stats = tag.props.stats as { value: string; label: string }[];
    const changed = withComponentProps(cloud, tag, { stats: stats.with(1, { ...stats[1], value: '1200+' }) });
    expect(changed.slice(0, tag.start)).toBe(cloud.slice(0, tag.start));
    expect(changed.slice(changed.length - (cloud.length - tag.end))).toBe(cloud.slice(tag.end));
    expect(componentTagAt(changed, tag.start)?.props.stats).toEqual(stats.with(1, { ...stats[1], value: '1200+' }));
    expect(formatted(changed)).toBe(changed);
  });

  it('keeps the text of attributes that did not change, and adds, changes and removes the others', () => {
    const tag = componentTagAt(cloud, offsetOf(cloud, 'We move, modernise'))!;
    const retitled = withComponentProps(cloud, tag, { ...tag.props, title: 'Cloud that costs less' });
    expect(difference(cloud, retitled)).toEqual({ removed: 'pays for itself', added: 'costs less' });

    const withoutEyebrow = withComponentProps(cloud, tag, { ...tag.props, eyebrow: undefined });
    expect(withoutEyebrow).toBe(cloud.replace('<Hero\n  eyebrow="Cloud Services"\n', '<Hero\n'));

    const quoted = withComponentProps(cloud, tag, { ...tag.props, eyebrow: 'The "cloud"' });
    expect(difference(cloud, quoted).added).toBe(`{'The "cloud"'}`);
    expect(componentTagAt(quoted, tag.start)?.props.eyebrow).toBe('The "cloud"');

    const card = componentTagAt(cloud, offsetOf(cloud, '<Card title="Cloud migration"'))!;
    const withImage = withComponentProps(cloud, card, { ...card.props, icon: 'cloud' });
    expect(difference(cloud, withImage)).toEqual({ removed: '', added: ' icon="cloud"' });
    expect(withComponentProps(cloud, card, card.props)).toBe(cloud);
  });

  it('keeps expressions it cannot read as written', () => {
    const text = '<Chart data={rows} title="Old" />\n';
    const tag = componentTagAt(text, 1)!;
    expect(withComponentProps(text, tag, { title: 'New' })).toBe('<Chart data={rows} title="New" />\n');
  });

  it('edits a component inside a paragraph, and replaces an unreadable prop only when given a value', () => {
    const text = 'Prices <Badge tone="new" count={items.length} /> from today.\n';
    const tag = componentTagAt(text, text.indexOf('tone'))!;
    expect(tag).toMatchObject({ name: 'Badge', props: { tone: 'new' }, unreadable: ['count'], selfClosing: true });
    expect(withComponentProps(text, tag, { tone: 'sale' })).toBe(
      'Prices <Badge tone="sale" count={items.length} /> from today.\n',
    );
    expect(withComponentProps(text, tag, { tone: 'new', count: 3 })).toBe(
      'Prices <Badge tone="new" count={3} /> from today.\n',
    );
    expect(() => withComponentProps('Nothing here.\n', tag, {})).toThrow(/no longer where it was/);
  });

  it('lays a tag out anew when it grows past one line, as `npm run format` would', () => {
    const page = realPage('thank-you/contact.mdx');
    const tag = componentTagAt(page, offsetOf(page, '<PageCards'))!;
    const paths = [
      '/case-studies',
      '/industries',
      '/careers',
      '/services/cloud',
      '/services/ai-analytics',
      '/insights/blog',
    ];
    const grown = withComponentProps(page, tag, { ...tag.props, paths });
    expect(difference(page, grown).added).toContain('\n    paths={[\n');
    expect(componentTagAt(grown, tag.start)?.props).toEqual({ ...tag.props, paths });
    expect(formatted(grown)).toBe(grown);
  });
});

describe('componentJsx', () => {
  it('writes a short tag on one line, strings in double quotes', () => {
    expect(componentJsx('StatsGrid', { stats: [{ value: '550+', label: 'clients' }] })).toBe(
      "<StatsGrid stats={[{ value: '550+', label: 'clients' }]} />",
    );
    expect(componentJsx('Badge', { tone: 'info', count: 3, open: true, label: 'It\'s "new"' })).toBe(
      `<Badge tone="info" count={3} open label={'It\\'s "new"'} />`,
    );
  });

  it('writes a long one a prop a line, as the real page writes it', () => {
    const tag = componentTagAt(cloud, offsetOf(cloud, '<StatsGrid'))!;
    const written = cloud.slice(tag.start, tag.end).replace(/\n {2}/g, '\n');
    expect(componentJsx('StatsGrid', tag.props)).toBe(written);
  });

  it('puts children between tags on their own lines, and reads back what it wrote', () => {
    const hero = componentTagAt(cloud, offsetOf(cloud, '<Hero'))!;
    const jsx = componentJsx('Hero', hero.props, 'We move, modernise and run enterprise workloads.');
    expect(jsx).toMatch(
      /^<Hero\n {2}eyebrow="Cloud Services"\n[\s\S]*\n>\n {2}We move, modernise and run enterprise workloads\.\n<\/Hero>$/,
    );
    for (const [name, props, children] of [
      ['Hero', hero.props, 'Text'],
      ['StatsGrid', { stats: [{ value: '550+', label: 'clients' }] }, undefined],
      ['PageCards', { paths: ['/services/cloud', '/industries/banking'], linkLabel: 'Explore' }, undefined],
      [
        'Chart',
        { title: 'A & B &amp; C', values: [1, -2.5, 3e-7], options: { 'a-b': { deep: [true, null] } } },
        undefined,
      ],
    ] as const) {
      const page = `---\ntitle: x\n---\n\nBefore.\n\n${componentJsx(name, props, children)}\n\nAfter.\n`;
      const tag = componentTagAt(page, page.indexOf(`<${name}`) + 1);
      expect(tag?.name).toBe(name);
      expect(tag?.props).toEqual(props);
      expect(formatted(page), name).toBe(page);
    }
  });
});
