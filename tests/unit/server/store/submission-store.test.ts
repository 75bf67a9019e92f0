import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSubmissions } from '../../../../server/store/submission-lines';
import { submissionFile } from '../../../../server/store/submission-record';
import { openSubmissionStore } from '../../../../server/store/submission-store';
import type { TornLine } from '../../../../server/store/torn-line';

let dataDir: string;
beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'forms-store-')), 'data');
});
afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

const fixedTime = () => new Date('2026-03-04T05:06:07.089Z');

describe('the submission store', () => {
  it('creates the data folder and appends one JSON line per submission', async () => {
    const store = openSubmissionStore({ dataDir, forms: ['newsletter'], now: fixedTime });
    const record = await store.save('newsletter', { email: 'a@example.com' });
    await store.close();
    const text = readFileSync(submissionFile(dataDir, 'newsletter'), 'utf8');
    expect(text).toBe(
      `{"id":"${record.id}","time":"2026-03-04T05:06:07.089Z","form":"newsletter","fields":{"email":"a@example.com"}}\n`,
    );
    expect(parseSubmissions(text)).toEqual({ records: [record], badLines: [] });
  });

  it('keeps simultaneous submissions whole and separate, each stored once', async () => {
    const store = openSubmissionStore({ dataDir, forms: ['contact'] });
    const long = 'x'.repeat(5000);
    const saved = await Promise.all(
      Array.from({ length: 300 }, (_, i) => store.save('contact', { message: `${i} ${long}`, consent: true })),
    );
    await store.close();
    const { records, badLines, tornLastLine } = parseSubmissions(
      readFileSync(submissionFile(dataDir, 'contact'), 'utf8'),
    );
    expect(badLines).toEqual([]);
    expect(tornLastLine).toBeUndefined();
    expect(records.map((record) => String(record.fields.message)).sort()).toEqual(
      saved.map((record) => String(record.fields.message)).sort(),
    );
    expect(new Set(records.map((record) => record.id)).size).toBe(300);
  });

  it('sets a torn last line aside at start-up, reports it, and appends after the last whole line', async () => {
    const file = submissionFile(dataDir, 'inquiry');
    const first = openSubmissionStore({ dataDir, forms: ['inquiry'] });
    await first.save('inquiry', { name: 'Whole' });
    await first.close();
    appendFileSync(file, '{"id":"cut","time":"2026-03-04T0');

    const reports: TornLine[] = [];
    const second = openSubmissionStore({ dataDir, forms: ['inquiry'], onTornLine: (torn) => reports.push(torn) });
    await second.opened;
    expect(reports).toEqual([{ file, bytes: 32, keptIn: `${file}.torn` }]);
    expect(readFileSync(`${file}.torn`, 'utf8')).toBe('{"id":"cut","time":"2026-03-04T0\n');
    await second.save('inquiry', { name: 'After restart' });
    await second.close();
    const { records, badLines } = parseSubmissions(readFileSync(file, 'utf8'));
    expect(badLines).toEqual([]);
    expect(records.map((record) => record.fields.name)).toEqual(['Whole', 'After restart']);
  });

  it('sets aside a file that is one torn line with no line break at all', async () => {
    const file = submissionFile(dataDir, 'inquiry');
    mkdirSync(dataDir);
    writeFileSync(file, 'x'.repeat(100_000));
    const reports: TornLine[] = [];
    await openSubmissionStore({ dataDir, forms: ['inquiry'], onTornLine: (torn) => reports.push(torn) }).close();
    expect(reports.map((torn) => torn.bytes)).toEqual([100_000]);
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('leaves a file of whole lines alone', async () => {
    mkdirSync(dataDir);
    writeFileSync(submissionFile(dataDir, 'contact'), '{"a":1}\n');
    const reports: TornLine[] = [];
    await openSubmissionStore({ dataDir, forms: ['contact'], onTornLine: (torn) => reports.push(torn) }).close();
    expect(reports).toEqual([]);
    expect(readFileSync(submissionFile(dataDir, 'contact'), 'utf8')).toBe('{"a":1}\n');
    expect(existsSync(`${submissionFile(dataDir, 'contact')}.torn`)).toBe(false);
  });

  it('marks a submission that filled the spam trap, and only that one', async () => {
    const store = openSubmissionStore({ dataDir, forms: ['newsletter'] });
    const spam = await store.save('newsletter', { email: 'bot@example.com' }, { spam: true });
    const person = await store.save('newsletter', { email: 'a@example.com' }, { spam: false });
    await store.close();
    expect(spam.spam).toBe(true);
    expect('spam' in person).toBe(false);
    expect(parseSubmissions(readFileSync(submissionFile(dataDir, 'newsletter'), 'utf8')).records).toEqual([
      spam,
      person,
    ]);
  });

  it("is ready once each form's file is prepared, and reports nothing", async () => {
    const problems: string[] = [];
    const store = openSubmissionStore({
      dataDir,
      forms: ['inquiry', 'contact', 'newsletter'],
      onProblem: (problem) => problems.push(problem),
    });
    await store.opened;
    expect(store.health()).toEqual({ ready: true, problems: [] });
    expect(problems).toEqual([]);
    await store.close();
  });

  it('opens without throwing when the data folder cannot be made, and saves once it can', async () => {
    writeFileSync(join(dataDir, '..', 'blocker'), '');
    const blocked = join(dataDir, '..', 'blocker', 'data');
    const problems: string[] = [];
    const recoveries: string[] = [];
    const store = openSubmissionStore({
      dataDir: blocked,
      forms: ['newsletter'],
      onProblem: (problem) => problems.push(problem),
      onRecovery: (message) => recoveries.push(message),
    });
    await store.opened;
    expect(problems).toEqual([expect.stringMatching(/^newsletter\.jsonl: ENOTDIR: not a directory, mkdir /)]);
    expect(store.health()).toEqual({ ready: false, problems });
    await expect(store.save('newsletter', { email: 'a@example.com' })).rejects.toThrow(/ENOTDIR/);
    expect(problems).toHaveLength(1);

    rmSync(join(dataDir, '..', 'blocker'));
    await store.save('newsletter', { email: 'b@example.com' });
    await store.close();
    expect(store.health()).toEqual({ ready: true, problems: [] });
    expect(recoveries).toEqual(['newsletter.jsonl: stores submissions again']);
    expect(
      parseSubmissions(readFileSync(submissionFile(blocked, 'newsletter'), 'utf8')).records.map(
        (record) => record.fields.email,
      ),
    ).toEqual(['b@example.com']);
  });
});

describe('reading a submissions file', () => {
  const line = (id: string) =>
    JSON.stringify({ id, time: '2026-01-02T03:04:05.000Z', form: 'newsletter', fields: { email: 'a@b.example' } });

  it('tolerates a torn last line and says where it is', () => {
    const parsed = parseSubmissions(`${line('1')}\n${line('2')}\n{"id":"3","ti`);
    expect(parsed.records.map((record) => record.id)).toEqual(['1', '2']);
    expect(parsed.tornLastLine).toEqual({ line: 3, bytes: 13 });
    expect(parsed.badLines).toEqual([]);
  });

  it('reports complete lines that are not submissions, with their line numbers', () => {
    const parsed = parseSubmissions(`${line('1')}\nnot json\n{"id":"2"}\n`);
    expect(parsed.records).toHaveLength(1);
    expect(parsed.badLines).toEqual([
      { line: 2, reason: 'not JSON' },
      {
        line: 3,
        reason:
          'time: Invalid input: expected string, received undefined; form: Invalid option: expected one of "inquiry"|"contact"|"newsletter"|"application"; fields: Invalid input: expected record, received undefined',
      },
    ]);
  });
});
