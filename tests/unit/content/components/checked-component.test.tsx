import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '../../../../src/mdx-components';

const Section = mdxComponents.Section as (props: Record<string, unknown>) => ReturnType<typeof renderToString>;

const render = (props: Record<string, unknown>) => renderToString(<Section {...props} />);

describe('a component of the map, while rendering', () => {
  it('gets its defaults from its schema', () => {
    expect(render({ title: 'T' })).toContain('bg-white');
    expect(render({ title: 'T', tone: 'muted' })).toContain('bg-surface');
  });

  it('refuses values only known then, naming the component (the render names the page file)', () => {
    expect(() => render({ tone: 'mutd', titel: 'T' })).toThrow(
      expect.objectContaining({
        name: 'ComponentPropsError',
        message: [
          '<Section> tone: "mutd" is not one of default, muted (a value worked out when the page renders)',
          '<Section> titel: unknown prop; did you mean title? (a value worked out when the page renders)',
        ].join('\n'),
      }),
    );
  });
});
