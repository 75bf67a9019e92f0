import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepInCache, placeFromCache } from '../../../build/file-cache';

describe('file cache', () => {
  const folder = mkdtempSync(join(tmpdir(), 'file-cache-'));

  it('places a kept file at its target as a hard link, and answers false for one it does not have', async () => {
    const cached = join(folder, 'cache', 'ab', 'key.br');
    await keepInCache(cached, Buffer.from('compressed'));
    const target = join(folder, 'page.html.br');
    expect(placeFromCache(cached, target)).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('compressed');
    expect(statSync(target).ino).toBe(statSync(cached).ino);
    expect(placeFromCache(join(folder, 'cache', 'missing'), join(folder, 'other.br'))).toBe(false);
  });
});
