import { existsSync, readdirSync, statSync, utimesSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/spawn-server';
import { readStored } from '../e2e/stored-submissions';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { head, openRaw } from './raw-exchange';
import { eventually, freshDataDir, startSite, submissionsCommand } from './site';
import { applicationFields, multipartBody, pdfFile, postApplication } from './upload-files';

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const uuid = /^[0-9a-f-]{36}$/;

function list(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder) : [];
}
const incoming = (dataDir: string) => list(join(dataDir, 'uploads', '.incoming'));
const storedFiles = (dataDir: string) => list(join(dataDir, 'uploads')).filter((name) => uuid.test(name));

function killHard(site: RunningServer): Promise<void> {
  const exited = new Promise<void>((resolve) => site.process.once('exit', () => resolve()));
  site.process.kill('SIGKILL');
  return exited;
}

/** Starts sending an application whose CV never ends, until its partial file is on disk; then kills the server. */
async function killMidUpload(site: RunningServer, dataDir: string): Promise<void> {
  const port = Number(new URL(site.url).port);
  const { body, contentType } = multipartBody(applicationFields('Half Sent'), [
    { name: 'cv.pdf', content: Buffer.concat([pdfFile(), Buffer.alloc(256 * 1024, 0x20)]) },
  ]);
  const raw = openRaw(port, { timeoutMs: 30_000 });
  raw.socket.write(
    head(
      'POST /forms/application HTTP/1.1',
      'Host: x',
      `Origin: ${site.url}`,
      `Content-Type: ${contentType}`,
      `Content-Length: ${body.length + 1_000_000}`,
    ),
  );
  raw.socket.write(body.subarray(0, body.length - 100));
  await eventually('the partial file written', () =>
    incoming(dataDir).some((name) => statSync(join(dataDir, 'uploads', '.incoming', name)).size > 200 * 1024),
  );
  await killHard(site);
  raw.socket.destroy();
}

describe('uploads a crash leaves behind, JSON Lines store', () => {
  it('are swept at start once an hour old: the partial file and the stored file whose record was never written', async () => {
    const dataDir = freshDataDir();
    let site = await startSite({ DATA_DIR: dataDir });
    expect(
      (await postApplication(site.url, applicationFields('Kept'), [{ name: 'cv.pdf', content: pdfFile() }])).status,
    ).toBe(303);
    const [named] = storedFiles(dataDir);
    await killMidUpload(site, dataDir);
    expect(incoming(dataDir)).toHaveLength(1);

    // The server stops between the file and its record: the record waits for the store's lock
    // (held here as the `submissions` command holds it during an erase) when the server is killed.
    site = await startSite({ DATA_DIR: dataDir });
    const lock = join(dataDir, '.lock');
    await eventually('the lock taken', () => {
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
        return true;
      } catch {
        return false;
      }
    });
    const posting = postApplication(site.url, applicationFields('Never Recorded', 'never@example.com'), [
      { name: 'cv.pdf', content: pdfFile() },
    ]).catch(() => undefined);
    await eventually('the file stored before its record', () => storedFiles(dataDir).length === 2, 8_000);
    await killHard(site);
    await posting;
    rmSync(lock);
    const orphan = storedFiles(dataDir).find((name) => name !== named);
    expect(readStored(dataDir, 'application').records.map((record) => record.upload?.id)).toEqual([named]);
    // A start sweep leaves young ones alone: they might belong to a request in flight.
    expect(incoming(dataDir)).toHaveLength(1);

    for (const path of [
      join(dataDir, 'uploads', '.incoming', incoming(dataDir)[0]),
      join(dataDir, 'uploads', String(orphan)),
      join(dataDir, 'uploads', named),
    ])
      utimesSync(path, twoHoursAgo(), twoHoursAgo());
    site = await startSite({ DATA_DIR: dataDir });
    try {
      // The sweep logs once the files are gone: the line may reach the pipe a moment after them.
      const sweptLine = 'removed 1 partial upload and 1 uploaded file no submission names';
      await eventually(
        'the orphans swept and the sweep logged',
        () => incoming(dataDir).length === 0 && storedFiles(dataDir).length === 1 && site.output().includes(sweptLine),
      );
      expect(storedFiles(dataDir)).toEqual([named]);
    } finally {
      await site.stop();
    }
  }, 60_000);

  it('are reached by erase (npm run submissions -- --erase), whose address cannot find them', async () => {
    const dataDir = freshDataDir();
    const folder = join(dataDir, 'uploads');
    const orphan = '0b5a4d52-6c2e-4d55-9b57-5a1f0f3c9a11';
    const partial = '7f0c2f7e-1a4e-4a35-8c53-7b0a2f1c0d22.part';
    const site = await startSite({ DATA_DIR: dataDir });
    expect(
      (await postApplication(site.url, applicationFields(), [{ name: 'cv.pdf', content: pdfFile() }])).status,
    ).toBe(303);
    await site.stop();
    writeFileSync(join(folder, orphan), pdfFile(), { mode: 0o600 });
    writeFileSync(join(folder, '.incoming', partial), pdfFile(), { mode: 0o600 });
    for (const name of [orphan, join('.incoming', partial)])
      utimesSync(join(folder, name), twoHoursAgo(), twoHoursAgo());
    const erased = await submissionsCommand({ DATA_DIR: dataDir }, '--erase', 'nobody@example.com');
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toContain('removed 1 partial upload and 1 uploaded file no submission names');
    expect(list(folder)).not.toContain(orphan);
    expect(incoming(dataDir)).toEqual([]);
    expect(storedFiles(dataDir)).toHaveLength(1);
  }, 60_000);
});

const skip = cannotRunPostgres();
let database: TestPostgres | undefined;
beforeAll(async () => {
  if (!skip) database = await startPostgres();
});
afterAll(() => database?.stop());

describe.skipIf(skip)(`uploads a crash leaves behind, PostgreSQL store${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('are swept at start once an hour old: the partial file and the form_uploads row whose submission was never written', async () => {
    if (!database) throw new Error('not started');
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {});
    await client.connect();
    const rows = async () =>
      (await client.query<{ id: string }>('select id from form_uploads order by id')).rows.map((row) => row.id);
    try {
      let site = await startSite(env);
      expect(
        (await postApplication(site.url, applicationFields('Kept'), [{ name: 'cv.pdf', content: pdfFile() }])).status,
      ).toBe(303);
      const [named] = await rows();
      await killMidUpload(site, dataDir);

      // Without this PostgreSQL finishes the statement of a client that died once the lock is free,
      // and the record would be written after all; with it the waiting statement is cancelled, as
      // when the server dies before sending it.
      await client.query(`alter database postgres set client_connection_check_interval = '100ms'`);
      site = await startSite(env);
      // The submission's insert waits for this lock when the server is killed; its file's row is in.
      await client.query('begin');
      await client.query('lock table form_submissions in access exclusive mode');
      const posting = postApplication(site.url, applicationFields('Never Recorded', 'never@example.com'), [
        { name: 'cv.pdf', content: pdfFile() },
      ]).catch(() => undefined);
      // Read on a second connection: this one waits in its transaction.
      const reader = new pg.Client({ connectionString: database.url });
      reader.on('error', () => {});
      await reader.connect();
      const count = async () =>
        Number((await reader.query<{ n: string }>('select count(*) as n from form_uploads')).rows[0].n);
      // Its row is in, and its received file removed after it: only the partial file stays in .incoming.
      await eventually(
        'the file stored before its record',
        async () => (await count()) === 2 && incoming(dataDir).length === 1,
        8_000,
      );
      await killHard(site);
      await posting;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await client.query('rollback');
      await client.query(`alter database postgres reset client_connection_check_interval`);
      expect(await count()).toBe(2);
      expect(Number((await reader.query<{ n: string }>(`select count(*) as n from form_submissions`)).rows[0].n)).toBe(
        1,
      );
      await reader.query(`update form_uploads set created = now() - interval '2 hours'`);
      await reader.end();
      expect(incoming(dataDir)).toHaveLength(1);
      utimesSync(join(dataDir, 'uploads', '.incoming', incoming(dataDir)[0]), twoHoursAgo(), twoHoursAgo());

      site = await startSite(env);
      try {
        await eventually(
          'the orphans swept',
          async () => incoming(dataDir).length === 0 && (await rows()).length === 1,
        );
        expect(await rows()).toEqual([named]);
      } finally {
        await site.stop();
      }
    } finally {
      await client.end();
    }
  }, 60_000);
});
