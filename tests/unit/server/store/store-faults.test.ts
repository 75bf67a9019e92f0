import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSubmissions } from '../../../../server/store/submission-lines';
import { submissionFile, tornLinesFile } from '../../../../server/store/submission-record';
import { openSubmissionStore, type StoreOptions } from '../../../../server/store/submission-store';
import { setAsideTornLine } from '../../../../server/store/torn-line';
import { cannotMount, mountTmpfs, type Tmpfs } from './tmpfs';

const whole = '{"id":"1","time":"2026-03-04T05:06:07.089Z","form":"contact","fields":{"firstName":"Whole"}}\n';
const fragment = '{"id":"cut","time":"2026-03-04T0';

let mounted: Tmpfs[] = [];
afterEach(() => {
  for (const tmpfs of mounted) tmpfs.unmount();
  mounted = [];
});

function tmpfs(size?: string): Tmpfs {
  const mount = mountTmpfs(size);
  mounted.push(mount);
  return mount;
}

/** A store with every report collected. */
function open(options: Omit<StoreOptions, 'onProblem' | 'onRecovery' | 'onTornLine'>) {
  const reports = { problems: [] as string[], recoveries: [] as string[], torn: [] as number[] };
  const store = openSubmissionStore({
    ...options,
    onProblem: (problem) => reports.problems.push(problem),
    onRecovery: (message) => reports.recoveries.push(message),
    onTornLine: (torn) => reports.torn.push(torn.bytes),
  });
  return { store, reports };
}

const firstNames = (file: string) =>
  parseSubmissions(readFileSync(file, 'utf8')).records.map((record) => record.fields.firstName);

describe.skipIf(cannotMount)(
  `the submission store on a failing disk${cannotMount ? ` (skipped: ${cannotMount})` : ''}`,
  () => {
    it('opens on a read-only data folder holding a torn line, refuses saves, and stores again once it is writable', async () => {
      const disk = tmpfs();
      const file = submissionFile(disk.dir, 'contact');
      writeFileSync(file, whole + fragment);
      disk.readOnly();

      const { store, reports } = open({ dataDir: disk.dir, forms: ['contact'] });
      await store.opened;
      expect(reports.problems).toEqual([
        expect.stringMatching(/^contact\.jsonl: EROFS: read-only file system, open '.*(contact\.jsonl|\.lock)'$/),
      ]);
      expect(store.health()).toEqual({ ready: false, problems: reports.problems });
      await expect(store.save('contact', { firstName: 'Refused' })).rejects.toThrow(/EROFS/);
      expect(readFileSync(file, 'utf8')).toBe(whole + fragment);
      expect(existsSync(tornLinesFile(file))).toBe(false);

      disk.readWrite();
      await store.save('contact', { firstName: 'After' });
      await store.close();
      expect(store.health()).toEqual({ ready: true, problems: [] });
      expect(reports.recoveries).toEqual(['contact.jsonl: stores submissions again']);
      expect(reports.torn).toEqual([fragment.length]);
      expect(readFileSync(tornLinesFile(file), 'utf8')).toBe(`${fragment}\n`);
      expect(firstNames(file)).toEqual(['Whole', 'After']);
    });

    it('opens on a full disk holding a torn line, leaves no .torn file and the data file untouched', async () => {
      const disk = tmpfs();
      const file = submissionFile(disk.dir, 'contact');
      writeFileSync(file, whole + fragment);
      disk.fill();

      const { store, reports } = open({ dataDir: disk.dir, forms: ['contact'] });
      await store.opened;
      expect(reports.problems).toEqual([expect.stringMatching(/^contact\.jsonl: ENOSPC: no space left on device/)]);
      expect(store.health().ready).toBe(false);
      await expect(store.save('contact', { firstName: 'Refused' })).rejects.toThrow(/ENOSPC/);
      expect(existsSync(tornLinesFile(file))).toBe(false);
      expect(readFileSync(file, 'utf8')).toBe(whole + fragment);

      disk.free();
      await store.save('contact', { firstName: 'After' });
      await store.close();
      expect(store.health()).toEqual({ ready: true, problems: [] });
      expect(readFileSync(tornLinesFile(file), 'utf8')).toBe(`${fragment}\n`);
      expect(firstNames(file)).toEqual(['Whole', 'After']);
    });

    it('opens when the data folder is missing and cannot be made, and makes it once it can', async () => {
      const disk = tmpfs();
      disk.readOnly();
      const dataDir = join(disk.dir, 'data');

      const { store, reports } = open({ dataDir, forms: ['contact', 'newsletter'] });
      await store.opened;
      // Both files are prepared at once, so either may report first.
      expect([...reports.problems].sort()).toEqual([
        expect.stringMatching(/^contact\.jsonl: EROFS: read-only file system, mkdir /),
        expect.stringMatching(/^newsletter\.jsonl: EROFS: read-only file system, mkdir /),
      ]);
      expect([...store.health().problems].sort()).toEqual([...reports.problems].sort());
      await expect(store.save('contact', { firstName: 'Refused' })).rejects.toThrow(/EROFS/);

      disk.readWrite();
      await store.save('contact', { firstName: 'After' });
      // Only the form that saved is known to work again; the other tries at its next save.
      expect(store.health().problems).toEqual([reports.problems[1]]);
      await store.save('newsletter', { email: 'a@example.com' });
      await store.close();
      expect(store.health()).toEqual({ ready: true, problems: [] });
      expect(firstNames(submissionFile(dataDir, 'contact'))).toEqual(['After']);
    });

    it('cuts a write the full disk stopped half-way back off, and appends whole lines once there is room', async () => {
      const disk = tmpfs();
      const file = submissionFile(disk.dir, 'contact');
      const { store, reports } = open({ dataDir: disk.dir, forms: ['contact'] });
      await store.save('contact', { firstName: 'Before' });
      const before = readFileSync(file, 'utf8');
      disk.fill();

      // Longer than the room left in the file's last page, so part of it is written before ENOSPC.
      await expect(store.save('contact', { firstName: 'Cut', message: 'x'.repeat(10_000) })).rejects.toThrow(/ENOSPC/);
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(store.health()).toEqual({ ready: false, problems: [expect.stringMatching(/^contact\.jsonl: ENOSPC/)] });
      expect(reports.problems).toHaveLength(1);

      disk.free();
      await store.save('contact', { firstName: 'After' });
      await store.close();
      expect(store.health().ready).toBe(true);
      expect(parseSubmissions(readFileSync(file, 'utf8')).badLines).toEqual([]);
      expect(firstNames(file)).toEqual(['Before', 'After']);
    });

    it('cuts the .torn file back when the fragment fits only part-way, and keeps the data file whole', async () => {
      const disk = tmpfs();
      const file = join(disk.dir, 'contact.jsonl');
      const earlier = `${'e'.repeat(3999)}\n`;
      const long = 'f'.repeat(500);
      writeFileSync(tornLinesFile(file), earlier);
      writeFileSync(file, whole + long);
      disk.fill();

      await expect(setAsideTornLine(file)).rejects.toThrow(/ENOSPC/);
      expect(readFileSync(tornLinesFile(file), 'utf8')).toBe(earlier);
      expect(readFileSync(file, 'utf8')).toBe(whole + long);

      disk.free();
      expect(await setAsideTornLine(file)).toEqual({ file, bytes: 500, keptIn: tornLinesFile(file) });
      expect(readFileSync(tornLinesFile(file), 'utf8')).toBe(`${earlier}${long}\n`);
      expect(readFileSync(file, 'utf8')).toBe(whole);
    });
  },
);
