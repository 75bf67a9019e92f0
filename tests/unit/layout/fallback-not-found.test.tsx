import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FallbackNotFound } from '../../../src/layout/FallbackNotFound';

describe('FallbackNotFound', () => {
  it('offers the way home and a search form that works without JavaScript', () => {
    const html = renderToStaticMarkup(<FallbackNotFound />);
    expect(html).toContain('<a href="/" class="text-accent underline">Go to the home page</a>, or search the site.');
    const form = /<form role="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    const input = /<input id="not-found-search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q"');
    expect(html).toContain('<label for="not-found-search" class="sr-only">Search the site</label>');
  });
});
