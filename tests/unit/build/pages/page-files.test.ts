import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxFilesIn } from '../../../../builder/pages/page-files';

describe('mdxFilesIn', () => {
  it('lists the .mdx files under the folder, sorted, skipping dot folders and node_modules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-files-'));
    for (const file of ['index.mdx', 'b/z.mdx', 'b/a.mdx', 'b/photo.jpg', '.hidden/x.mdx', 'node_modules/y.mdx']) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    expect(mdxFilesIn(dir)).toEqual(['b/a.mdx', 'b/z.mdx', 'index.mdx']);
  });
});
