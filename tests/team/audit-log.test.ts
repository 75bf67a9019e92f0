import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuditLog } from '../../studio/team/audit-log';
import { scratchFolder } from './team-studio';

describe('the audit log file', () => {
  it('gives the last entries whole, reading only the end of a long log', async () => {
    const log = new AuditLog(join(scratchFolder('audit'), 'studio'), 1_000);
    expect(await log.last(5)).toEqual([]);
    for (let index = 1; index <= 30; index += 1)
      await log.record({ event: 'refused', address: '127.0.0.1', path: `/_studio/api/${index}`, status: 403 });
    const lastFive = await log.last(5);
    expect(lastFive.map((entry) => entry.path)).toEqual([26, 27, 28, 29, 30].map((index) => `/_studio/api/${index}`));
    // 1,000 bytes hold some eight whole lines: the piece of a line they start in is left out.
    const all = await log.last(100);
    expect(all.length).toBeGreaterThan(2);
    expect(all.length).toBeLessThan(30);
    expect(all.at(-1)?.path).toBe('/_studio/api/30');
    for (const entry of all) expect(entry).toMatchObject({ event: 'refused', status: 403 });
    await log.close();
  });
});
