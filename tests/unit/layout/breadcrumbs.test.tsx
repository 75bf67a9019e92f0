import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../../src/layout/Breadcrumbs';

const render = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumbs />
    </MemoryRouter>,
  );

describe('<Breadcrumbs> on the real pages', () => {
  it('an ordered list in a Breadcrumb nav, the current page last and marked', () => {
    const html = render('/industries/manufacturing');
    expect(html).toMatch(/^<nav aria-label="Breadcrumb"[^>]*><ol/);
    expect(
      Array.from(html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g), ([, href, text]) => `${href} ${text}`),
    ).toEqual(['/ Home', '/industries Industries', '/industries/manufacturing Manufacturing']);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/industries\/manufacturing" aria-current="page"/);
  });

  it('nothing on top-level pages and unknown paths', () => {
    expect(render('/about-us')).toBe('');
    expect(render('/no/such/page')).toBe('');
  });

  it('on a Hindi page the English home page is named in Hindi, its link marked as leading to English', () => {
    const html = render('/hi/about-us');
    expect(html).toContain('<a href="/" hrefLang="en"');
    expect(html).toMatch(/<a href="\/" hrefLang="en"[^>]*>मुखपृष्ठ<\/a>/);
  });
});
