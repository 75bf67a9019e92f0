import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepInCache, placeFromCache } from '../../../builder/file-cache';

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

  it('makes the folder of a kept file when it is missing, also after it was removed during a build', async () => {
    const cached = join(folder, 'kept', 'cd', 'key.gz');
    await keepInCache(cached, 'first');
    rmSync(join(folder, 'kept'), { recursive: true });
    await keepInCache(cached, 'second');
    expect(readFileSync(cached, 'utf8')).toBe('second');
    // Written aside and renamed: no temporary file is left beside it.
    expect(readdirSync(join(folder, 'kept', 'cd'))).toEqual(['key.gz']);
  });
});
