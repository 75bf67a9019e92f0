import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditFile } from '../../studio/team/audit-file';
import { AuditLogError, type AuditEntry, type AuditLog } from '../../studio/team/audit-log';
import { openAuditLog } from '../../studio/team/open-audit-log';
import { cannotRunPostgres, startPostgres, type TestPostgres } from '../operations/postgres';
import { freePort, runTeamStudio, scratchFolder, startTeamStudio, teamEnv } from './team-studio';

const noPostgres = cannotRunPostgres();
let database: TestPostgres | undefined;
let databases = 0;

beforeAll(async () => {
  if (!noPostgres) database = await startPostgres();
});
afterAll(() => database?.stop());

/** A new database on the test server: each test starts from none, as a new deployment does. */
async function freshDatabaseUrl(): Promise<string> {
  if (!database) throw new Error('PostgreSQL is not started');
  const name = `audit_${++databases}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return database.url.replace(/\/postgres$/, `/${name}`);
}

interface Store {
  name: string;
  skip: string | undefined;
  /** A place of its own, and how to open an audit log there (again: another process after a restart). */
  fresh: () => Promise<() => AuditLog>;
}

const stores: Store[] = [
  {
    name: 'JSON Lines',
    skip: undefined,
    fresh: () => {
      const dataDir = join(scratchFolder('audit'), 'studio');
      return Promise.resolve(() => openAuditLog({ dataDir }));
    },
  },
  {
    name: 'PostgreSQL',
    skip: noPostgres,
    fresh: async () => {
      const databaseUrl = await freshDatabaseUrl();
      return () => openAuditLog({ databaseUrl, dataDir: '/nonexistent/not-used' });
    },
  },
];

const carol = { email: 'carol@example.com', name: 'Carol Publisher', role: 'publisher' } as const;
const zoe = { email: 'zoe@example.com', name: 'Zoë Ångström', role: 'writer' } as const;

describe.each(stores)('the audit log in $name', ({ skip, fresh }) => {
  it.skipIf(skip)(
    `keeps each entry whole and gives the newest, newest last${skip ? ` (skipped: ${skip})` : ''}`,
    async () => {
      const reopen = await fresh();
      const log = reopen();
      await log.open();
      expect(await log.last(5)).toEqual([]);
      const before = Date.now();
      const entries: Omit<AuditEntry, 'time'>[] = [
        { event: 'sign-in', member: zoe, address: '203.0.113.7' },
        { event: 'open', member: zoe, address: '203.0.113.7', file: 'pages/services/cloud.mdx' },
        { event: 'save', member: zoe, address: '203.0.113.7', file: 'pages/services/cloud.mdx' },
        { event: 'submit', member: zoe, address: '203.0.113.7', file: 'pages/services/cloud.mdx', pullRequest: 41 },
        {
          event: 'refused',
          member: zoe,
          address: '203.0.113.7',
          method: 'POST',
          path: '/_studio/api/team/publish',
          status: 403,
          reason: 'Only publishers may publish; you are signed in as a writer.',
        },
        { event: 'publish', member: carol, address: '198.51.100.2', pullRequest: 41 },
        { event: 'close', member: zoe, address: '203.0.113.7', pullRequest: 41 },
        { event: 'sign-out', member: zoe, address: '203.0.113.7' },
      ];
      for (const entry of entries) await log.record(entry);
      // Eight at once, in any order the store takes them: every one is kept, once.
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          log.record({ event: 'sign-in refused', address: `192.0.2.${index}`, status: 429, reason: 'too many' }),
        ),
      );

      const newest = await log.last(10);
      expect(newest).toHaveLength(10);
      expect(newest.slice(0, 2)).toEqual(entries.slice(-2).map((entry) => ({ ...entry, time: expect.any(String) })));
      expect(
        newest
          .slice(2)
          .map((entry) => entry.address)
          .sort(),
      ).toEqual(Array.from({ length: 8 }, (_, index) => `192.0.2.${index}`));
      const times = newest.map((entry) => Date.parse(entry.time));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(before - 1);
      expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
      await log.close();

      // What `record` resolved is there for the next process, all of it, in order.
      const again = reopen();
      await again.open();
      const all = await again.last(100);
      expect(all).toHaveLength(16);
      expect(all.slice(0, 8).map(({ time: _time, ...entry }) => entry)).toEqual(entries);
      await again.close();
    },
  );
});

describe('the audit log file', () => {
  it('gives the last entries whole, reading only the end of a long log', async () => {
    const log = new AuditFile(join(scratchFolder('audit'), 'studio'), 1_000);
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

describe.skipIf(noPostgres)(`the audit log in PostgreSQL${noPostgres ? ` (skipped: ${noPostgres})` : ''}`, () => {
  it('makes its table with an index on time once, however many studios open it at the same moment', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const logs = Array.from({ length: 3 }, () => openAuditLog({ databaseUrl, dataDir: '/nonexistent' }));
    await Promise.all(logs.map((log) => log.open()));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ indexdef: string }>(
        "select indexdef from pg_indexes where tablename = 'studio_audit' order by indexname",
      );
      expect(rows.map((row) => row.indexdef.replace(/^.* USING /, ''))).toEqual(['btree (id)', 'btree ("time", id)']);
    } finally {
      await client.end();
    }
    await Promise.all(logs.map((log) => log.close()));
  });

  it('rejects an entry while the database is stopped, with DATABASE_URL masked, and keeps the next once it is back', async () => {
    if (!database) throw new Error('not started');
    const databaseUrl = await freshDatabaseUrl();
    const log = openAuditLog({ databaseUrl, dataDir: '/nonexistent' });
    await log.open();
    await log.record({ event: 'sign-in', member: zoe, address: '203.0.113.7' });
    database.halt();
    try {
      const refused = log.record({ event: 'save', member: zoe, address: '203.0.113.7', file: 'pages/index.mdx' });
      await expect(refused).rejects.toThrow(AuditLogError);
      const message = await refused.catch((error: Error) => error.message);
      expect(message).toMatch(
        /^DATABASE_URL: cannot write the audit log in PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/audit_\d+ \(a "save" entry\): \S/,
      );
      expect(message).not.toContain('not-shown-secret');
    } finally {
      database.resume();
    }
    await log.record({ event: 'save', member: zoe, address: '203.0.113.7', file: 'pages/about.mdx' });
    expect((await log.last(10)).map((entry) => [entry.event, entry.file])).toEqual([
      ['sign-in', undefined],
      ['save', 'pages/about.mdx'],
    ]);
    await log.close();
  });

  it('stops the studio’s start when the database cannot be reached, naming DATABASE_URL without its password', async () => {
    const port = await freePort();
    const nobody = await freePort();
    const databaseUrl = `postgres://studio:not-shown-secret@127.0.0.1:${nobody}/studio`;
    const { status, output } = await runTeamStudio(teamEnv(port, 'http://127.0.0.1:9/', { DATABASE_URL: databaseUrl }));
    expect(status).toBe(1);
    expect(output).toBe(
      `DATABASE_URL: cannot keep the audit log in PostgreSQL at postgres://studio:***@127.0.0.1:${nobody}/studio: connect ECONNREFUSED 127.0.0.1:${nobody}\n`,
    );
  });

  it('answers 500 to a request it cannot record while the database is stopped, and records again once it is back', async () => {
    if (!database) throw new Error('not started');
    const databaseUrl = await freshDatabaseUrl();
    const port = await freePort();
    // One sign-in a minute per address (from X-Forwarded-For behind one proxy): the second is refused
    // and the refusal recorded. The provider is not there, so the first answers 502 without a record.
    const studio = await startTeamStudio(
      teamEnv(port, `http://127.0.0.1:${await freePort()}`, {
        DATABASE_URL: databaseUrl,
        STUDIO_SIGN_IN_LIMIT: '1',
        STUDIO_TRUST_PROXY: '1',
      }),
    );
    const signInFrom = async (address: string) =>
      (await fetch(`${studio.url}/_studio/sign-in`, { redirect: 'manual', headers: { 'X-Forwarded-For': address } }))
        .status;
    const reader = openAuditLog({ databaseUrl, dataDir: '/nonexistent' });
    try {
      expect([await signInFrom('192.0.2.1'), await signInFrom('192.0.2.1')]).toEqual([502, 429]);
      database.halt();
      try {
        expect([await signInFrom('192.0.2.2'), await signInFrom('192.0.2.2')]).toEqual([502, 500]);
      } finally {
        database.resume();
      }
      expect([await signInFrom('192.0.2.3'), await signInFrom('192.0.2.3')]).toEqual([502, 429]);
      expect((await reader.last(10)).map((entry) => [entry.event, entry.address, entry.status])).toEqual([
        ['sign-in refused', '192.0.2.1', 429],
        ['sign-in refused', '192.0.2.3', 429],
      ]);
    } finally {
      await reader.close();
      await studio.stop();
    }
  });
});
