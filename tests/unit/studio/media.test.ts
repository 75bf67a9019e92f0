import { describe, expect, it } from 'vitest';
import { relativeReference } from '../../../studio/app/MediaDialog';
import { referencedFile } from '../../../studio/server/media';

describe('referencedFile: the image file a page names', () => {
  it('finds a file of public/ from its address, escapes decoded, query left off', () => {
    expect(referencedFile('/images/team%20day.jpg?v=2', 'about/index.mdx')).toBe('public/images/team day.jpg');
    expect(referencedFile('/images/logo.svg', 'index.mdx')).toBe('public/images/logo.svg');
  });

  it('finds a photo beside the page from its folder', () => {
    expect(referencedFile('./team.jpg', 'about/index.mdx')).toBe('pages/about/team.jpg');
    expect(referencedFile('../shared/map.png', 'about/office.mdx')).toBe('pages/shared/map.png');
  });

  it('names nothing for another site, a page, or a path out of the pages folder', () => {
    expect(referencedFile('https://example.com/a.jpg', 'index.mdx')).toBeNull();
    expect(referencedFile('/services/cloud', 'index.mdx')).toBeNull();
    expect(referencedFile('../../public/images/og-default.png', 'about/index.mdx')).toBeNull();
  });
});

describe('relativeReference: how a page names a photo beside another page', () => {
  it('beside it with ./, elsewhere with ../', () => {
    expect(relativeReference('pages/about/index.mdx', 'pages/about/team.jpg')).toBe('./team.jpg');
    expect(relativeReference('pages/about/index.mdx', 'pages/about/photos/team.jpg')).toBe('./photos/team.jpg');
    expect(relativeReference('pages/case-studies/x.mdx', 'pages/company/harbour.jpg')).toBe('../company/harbour.jpg');
    expect(relativeReference('pages/index.mdx', 'pages/about/team.jpg')).toBe('./about/team.jpg');
    expect(relativeReference('pages/news/2026/x.mdx', 'pages/team.jpg')).toBe('../../team.jpg');
  });
});
