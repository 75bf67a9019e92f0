import { describe, expect, it } from 'vitest';
import { componentUsesOf } from '../../../../content/component-checks/page-components';
import { pageMdxTree } from '../../../../content/component-checks/page-mdx-tree';

const usesIn = (mdx: string) => componentUsesOf(pageMdxTree(mdx));

describe('component uses read from a page', () => {
  it('keeps the frontmatter lines out and the file positions in', () => {
    const [use] = usesIn(
      '---\ntitle: T\ndescription: D\n---\n\n<Section title="Hi" tone="muted">\n  Text.\n</Section>\n',
    );
    expect(use).toEqual({
      name: 'Section',
      at: { line: 6, column: 1 },
      props: [
        { name: 'title', at: { line: 6, column: 10 }, literal: { value: 'Hi', parts: {} } },
        { name: 'tone', at: { line: 6, column: 21 }, literal: { value: 'muted', parts: {} } },
      ],
      spreads: false,
      hasContent: true,
    });
  });

  it('reads literal values written in braces, with where each part starts', () => {
    const [use] = usesIn(
      "<StatsGrid\n  stats={[{ value: '550+', label: `clients` }, { value: -3, label: 'x' }]}\n  tone={null}\n/>\n",
    );
    expect(use.props[0].literal).toEqual({
      value: [
        { value: '550+', label: 'clients' },
        { value: -3, label: 'x' },
      ],
      parts: {
        '0': { line: 2, column: 11 },
        '0.value': { line: 2, column: 20 },
        '0.label': { line: 2, column: 35 },
        '1': { line: 2, column: 48 },
        '1.value': { line: 2, column: 57 },
        '1.label': { line: 2, column: 68 },
      },
    });
    expect(use.props[1].literal).toEqual({ value: null, parts: {} });
    expect(use.hasContent).toBe(false);
  });

  it('a prop without a value is true', () => {
    expect(usesIn('<BlogPosts featured />\n')[0].props[0].literal).toEqual({ value: true, parts: {} });
  });

  it('leaves out the value of a prop only known when the page renders, and notes spread props', () => {
    const [use] = usesIn("<Section tone={'mu' + 'ted'} title={`${x}`} intro={[a]} {...rest} />\n");
    expect(use.props.map((prop) => [prop.name, prop.literal])).toEqual([
      ['tone', undefined],
      ['title', undefined],
      ['intro', undefined],
    ]);
    expect(use.spreads).toBe(true);
  });

  it('finds components inside others and inline, and leaves HTML elements alone', () => {
    const uses = usesIn(
      '<Section>\n  <div>\n    <Card title="A">Text with <ButtonLink href="/x">a link</ButtonLink>.</Card>\n  </div>\n</Section>\n',
    );
    expect(uses.map((use) => `${use.name} ${use.at.line}:${use.at.column}`)).toEqual([
      'Section 1:1',
      'Card 3:5',
      'ButtonLink 3:31',
    ]);
  });
});
