import { describe, expect, it } from 'vitest';
import type { Completions } from '../../../studio/shared/api';
import {
  editDistance,
  frontmatterEnd,
  suggestionsAt,
  tagPlaceAt,
  type CompletionData,
} from '../../../studio/app/editor/completion-sources';

const completions: Completions = {
  pages: [
    { path: '/services/cloud', title: 'Cloud services', file: 'pages/services/cloud.mdx' },
    { path: '/industries/banking', title: 'Banking', file: 'pages/industries/banking.mdx' },
    { path: '/industries/retail', title: 'Retail', file: 'pages/industries/retail.mdx' },
    { path: '/contact-us', title: 'Contact us', file: 'pages/contact-us.mdx' },
  ],
  vocabularies: { blogCategories: ['Cloud', 'Data', 'Security'] },
  components: [
    {
      name: 'Banner',
      description: 'A coloured strip with a short message.',
      children: true,
      props: [
        { name: 'title', description: 'The heading.', required: false, values: [], type: 'text' },
        {
          name: 'tone',
          description: 'Its colour.',
          required: true,
          values: ['info', 'success', 'warning'],
          type: 'one of the allowed values',
        },
        { name: 'children', description: 'The message.', required: true, values: [], type: 'content between the tags' },
      ],
    },
    {
      name: 'ButtonLink',
      description: 'A link that looks like a button.',
      children: true,
      props: [
        { name: 'href', description: 'Where it goes.', required: true, values: [], type: 'text' },
        {
          name: 'variant',
          description: 'Filled or outlined.',
          required: false,
          values: ['primary', 'secondary'],
          type: 'one of the allowed values',
        },
      ],
    },
  ],
};
const data: CompletionData = { completions };

/** Suggestions at the `|` in `text`. */
function at(textWithCursor: string, extra: Partial<CompletionData> = {}, explicit = false) {
  const pos = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const found = suggestionsAt(text, pos, { ...data, ...extra }, explicit);
  return (
    found && {
      ...found,
      labels: found.options.map((option) => option.label),
      replaced: text.slice(found.from, found.to),
    }
  );
}

describe('component names after <', () => {
  it('offers every component with its description', () => {
    const found = at('Intro\n\n<|');
    expect(found?.labels).toEqual(['Banner', 'ButtonLink']);
    expect(found?.options[0].info).toBe('A coloured strip with a short message.');
  });

  it('replaces the name being typed', () => {
    expect(at('<Bu|')).toMatchObject({ replaced: 'Bu', filter: true });
  });

  it('offers nothing after a lower-case tag or a less-than sign in prose', () => {
    expect(at('<di|')).toBeNull();
    expect(at('3 < 4 and |')).toBeNull();
  });
});

describe('props inside a component’s opening tag', () => {
  it('lists required props first, with descriptions, and not children or those already written', () => {
    const found = at('<Banner title="Hi" |');
    expect(found?.labels).toEqual(['tone']);
    const all = at('<Banner |>');
    expect(all?.labels).toEqual(['tone', 'title']);
    expect(all?.options[0]).toMatchObject({ info: 'Its colour.', section: { name: 'Required' } });
  });

  it('fixes a misspelled prop: every prop listed, the closest first, replacing the whole word', () => {
    const found = at('<Banner tonee|="info">Hello</Banner>');
    expect(found).toMatchObject({ filter: false, replaced: 'tonee' });
    expect(found?.labels[0]).toBe('tone');
    // The value is already written: choosing the name inserts the name alone.
    expect(found?.options[0].apply).toBe('tone');
  });

  it('replaces the whole word when the cursor is inside it', () => {
    expect(at('<Banner to|nee="info">')).toMatchObject({ replaced: 'tonee', filter: true });
  });

  it('reads past values and expressions, and stops at the end of the tag', () => {
    expect(at('<Banner title={"a > b"} |')?.labels).toEqual(['tone']);
    expect(at('<Banner title={"a > b"} tone="info" |')).toBeNull();
    expect(at('<Banner title="x">Hello |')).toBeNull();
    expect(at('<Banner title={fo|o}>')).toBeNull();
  });
});

describe('values inside a prop’s quotes', () => {
  it('offers the enum’s values', () => {
    const found = at('<Banner tone="|">');
    expect(found?.labels).toEqual(['info', 'success', 'warning']);
    expect(found?.replaced).toBe('');
  });

  it('replaces the value up to its closing quote', () => {
    expect(at('<Banner tone="in|fo">')).toMatchObject({ replaced: 'info' });
  });

  it('offers page paths with their titles for a link prop', () => {
    const found = at('<ButtonLink href="/|">');
    expect(found?.labels).toContain('/contact-us');
    expect(found?.options.find((option) => option.label === '/services/cloud')?.detail).toBe('Cloud services');
  });

  it('offers the names of the pages a reference prop takes, from the component’s schema', () => {
    const withThemes: Completions = {
      ...completions,
      pages: [
        ...completions.pages,
        { path: '/insights/themes/cloud', title: 'Cloud theme', file: 'pages/insights/themes/cloud.mdx' },
      ],
      components: [
        {
          name: 'ThemeCard',
          description: '',
          children: false,
          props: [{ name: 'theme', description: '', required: true, values: [], type: 'text' }],
        },
      ],
    };
    const found = at('<ThemeCard theme="|"', { completions: withThemes });
    expect(found?.labels).toEqual(['cloud']);
    expect(found?.options[0].detail).toBe('Cloud theme');
  });
});

describe('Markdown link targets', () => {
  it('offers internal paths with titles after ](/', () => {
    const found = at('See [our cloud](/se|)');
    expect(found?.labels).toContain('/services/cloud');
    expect(found).toMatchObject({ replaced: '/se', filter: true });
  });

  it('offers nothing for external links', () => {
    expect(at('See [x](https://|)')).toBeNull();
  });
});

describe('frontmatter fields', () => {
  const caseStudy = { file: 'pages/case-studies/new-bank.mdx' };

  it('offers industry slugs with their titles for a reference field', () => {
    const found = at('---\ntitle: A bank\nindustry: ba|\n---\n', caseStudy);
    expect(found?.labels).toEqual(['banking', 'retail']);
    expect(found?.options[0].detail).toBe('Banking');
    expect(found?.replaced).toBe('ba');
  });

  it('offers vocabulary terms for a vocabulary field', () => {
    const found = at('---\ntitle: Post\ncategory: "|"\n---\n', { file: 'pages/blog/a-post.mdx' });
    expect(found?.labels).toEqual(['Cloud', 'Data', 'Security']);
  });

  it('offers the pages a list field names, in a list item under it and in a flow list', () => {
    const withThemes: Completions = {
      ...completions,
      pages: [
        ...completions.pages,
        { path: '/insights/themes/cloud', title: 'Cloud theme', file: 'pages/insights/themes/cloud.mdx' },
      ],
    };
    const insight = { file: 'pages/insights/an-insight.mdx', completions: withThemes };
    expect(at('---\ntitle: An insight\nthemes:\n  - cl|\n---\n', insight)?.labels).toEqual(['cloud']);
    expect(at('---\ntitle: An insight\nthemes: [data, cl|]\n---\n', insight)).toMatchObject({
      labels: ['cloud'],
      replaced: 'cl',
    });
  });

  it('offers nothing for a plain text field, or outside the frontmatter', () => {
    expect(at('---\ntitle: Cl|\n---\n', caseStudy)).toBeNull();
    expect(at('---\ntitle: x\n---\n\nindustry: ba|', caseStudy)).toBeNull();
  });
});

describe('helpers', () => {
  it('measures edits', () => {
    expect(editDistance('tonee', 'tone')).toBe(1);
    expect(editDistance('Tone', 'tone')).toBe(0);
    expect(editDistance('title', 'tone')).toBe(3);
  });

  it('finds where the frontmatter ends', () => {
    expect(frontmatterEnd('---\na: 1\n---\nbody')).toBe(9);
    expect(frontmatterEnd('no frontmatter')).toBe(-1);
  });

  it('names the place in a tag', () => {
    expect(tagPlaceAt('<Banner tone="in', 16)).toMatchObject({ kind: 'prop-value', component: 'Banner', prop: 'tone' });
  });
});
