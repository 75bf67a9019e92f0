import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { isRelativePhoto, widthsFor } from '../../../../src/shared/photos/photo-set';
import { rehypePhotos } from '../../../../content/photos/rehype-photos';

describe('widthsFor', () => {
  it('offers the widths a photo reaches, never enlarging it', () => {
    expect(widthsFor(3000)).toEqual([480, 960, 1440]);
    expect(widthsFor(1440)).toEqual([480, 960, 1440]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(320)).toEqual([320]);
  });
});

describe('isRelativePhoto', () => {
  it('takes JPEG and PNG paths beside the page, not site paths, URLs or other types', () => {
    expect(['./team.jpg', 'team.JPEG', '../shared/a.png'].map(isRelativePhoto)).toEqual([true, true, true]);
    expect(['/images/a.jpg', 'https://x.example/a.jpg', './a.gif', './a.svg'].map(isRelativePhoto)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('rehypePhotos', () => {
  it('imports a photo beside the page by its relative path and renders it with the Photo component', async () => {
    const code = String(
      await compile('![Team at work](./team%20photo.jpg "The team")\n\n![Logo](/images/logo.svg)\n', {
        rehypePlugins: [[rehypePhotos, { component: '/site/src/components/Photo.tsx' }]],
      }),
    );
    expect(code).toContain('import {Photo as _SitePhoto} from "/site/src/components/Photo.tsx"');
    expect(code).toContain('import _photo0 from "./team photo.jpg?photo"');
    expect(code).toMatch(/_jsx\(_SitePhoto, \{\s*photo: _photo0,\s*alt: "Team at work",\s*title: "The team"\s*\}\)/);
    // A site path stays an ordinary image.
    expect(code).toMatch(/_jsx\(_components\.img, \{\s*src: "\/images\/logo\.svg"/);
  });

  it('imports a photo a component prop names beside the page, once however often it is named', async () => {
    const code = String(
      await compile(
        [
          '<Banner image="./team.jpg" imageAlt="The team" />',
          '<CaseStudyCard image="./team.jpg" imageAlt="Again" logo="/images/logo.svg" title="a.png" />',
          '<img src="./raw.jpg" alt="Raw" />',
          '',
        ].join('\n\n'),
        { rehypePlugins: [[rehypePhotos, { component: '/site/src/components/Photo.tsx' }]] },
      ),
    );
    expect(code).toContain('import _photo0 from "./team.jpg?photo"');
    expect(code).not.toContain('_photo1');
    expect(code).not.toContain('_SitePhoto');
    expect(code).toMatch(/image: _photo0,\s*imageAlt: "The team"/);
    expect(code).toMatch(/image: _photo0,\s*imageAlt: "Again",\s*logo: "\/images\/logo\.svg",\s*title: "a\.png"/);
    // An HTML element is the page's own: its src stays as written.
    expect(code).toContain('src: "./raw.jpg"');
  });
});
