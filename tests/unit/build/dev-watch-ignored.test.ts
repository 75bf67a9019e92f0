import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devWatchIgnored } from '../../../builder/dev/dev-watch-ignored';

const root = '/project';

describe('devWatchIgnored', () => {
  const ignored = devWatchIgnored(root, join(root, 'pages'));

  it('ignores the build output, its staging folders, the caches and the tests scratch folder', () => {
    for (const path of [
      'dist',
      'dist/index.html',
      'dist-server/serve.mjs',
      '.dist-staging-1a2b3c4d/about-us/index.html',
      'node_modules/.cache/site-mdx/x.mjs',
      '.bench/corpus/page.mdx',
      'tests/.tmp/bad-yaml/page.mdx',
      'data/contact.jsonl',
    ])
      expect(ignored(join(root, path)), path).toBe(true);
  });

  it('watches the pages, the code and the configs', () => {
    for (const path of [
      'pages/about-us.mdx',
      'pages/_navigation.yaml',
      'src/layout/Header.tsx',
      'uno.config.ts',
      'tests',
    ])
      expect(ignored(join(root, path)), path).toBe(false);
  });

  it('watches a copy of the pages a test serves from tests/.tmp, and the folders down to it', () => {
    const served = devWatchIgnored(root, join(root, 'tests/.tmp/dev-pages'));
    expect(served(join(root, 'tests/.tmp'))).toBe(false);
    expect(served(join(root, 'tests/.tmp/dev-pages/about-us.mdx'))).toBe(false);
    expect(served(join(root, 'tests/.tmp/dev-pages-other/about-us.mdx'))).toBe(true);
    expect(served(join(root, 'tests/.tmp/bad-yaml/page.mdx'))).toBe(true);
  });
});
