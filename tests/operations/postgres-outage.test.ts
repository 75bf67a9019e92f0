import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { statusOf, type RunningServer } from '../../tools/spawn-server';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { eventually, freshDataDir, health, startSite } from './site';
import { applicationFields, pdfFile, postApplication } from './upload-files';

const skip = cannotRunPostgres();
let database: TestPostgres | undefined;
let site: RunningServer | undefined;

beforeAll(async () => {
  if (skip) return;
  database = await startPostgres();
  site = await startSite({ DATA_DIR: freshDataDir(), DATABASE_URL: database.url });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  database?.stop();
});

interface Sent {
  email: string;
  status: number;
  retryAfter: string | null;
}

/** A CV big enough that `keep()` holds its checked-out connection while it reads the file. */
const cv = Buffer.concat([pdfFile(), Buffer.alloc(512 * 1024, 0x20)]);

describe.skipIf(skip)(`PostgreSQL stopping under a burst of applications${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('never ends the server: pages answer, every acknowledged application is stored with its file, the rest get 500/503 with Retry-After', async () => {
    if (!database || !site) throw new Error('not started');
    const { url } = site;
    const sent: Sent[] = [];
    let sending = true;
    async function lane(lane: number): Promise<void> {
      for (let i = 0; sending; i++) {
        const email = `outage-${lane}-${i}@example.com`;
        const response = await postApplication(url, applicationFields(`Outage ${lane} ${i}`, email), [
          { name: 'cv.pdf', content: cv },
        ]).catch(() => undefined);
        await response?.arrayBuffer();
        sent.push({ email, status: response?.status ?? 0, retryAfter: response?.headers.get('retry-after') ?? null });
      }
    }
    const lanes = Array.from({ length: 8 }, (_, index) => lane(index));
    const pages: number[] = [];
    try {
      for (let outage = 0; outage < 4; outage++) {
        // Each outage starts once the store took applications again since the last one.
        const mark = sent.length;
        await eventually(
          'applications stored again',
          () => sent.slice(mark).filter((each) => each.status === 303).length >= 4,
          30_000,
        );
        database.halt();
        await new Promise((resolve) => setTimeout(resolve, 300));
        pages.push(await statusOf(`${url}/`));
        database.resume();
        expect(site.process.exitCode, site.output()).toBeNull();
      }
      await eventually('the store ready again', async () => (await health(url)).store.ready, 20_000);
    } finally {
      sending = false;
      await Promise.all(lanes);
    }

    expect(site.process.exitCode, site.output()).toBeNull();
    expect(site.output()).not.toMatch(/Unhandled 'error' event|EPIPE\n\s+at /);
    expect(pages).toEqual([200, 200, 200, 200]);
    expect(await statusOf(`${url}/`)).toBe(200);

    const acknowledged = sent.filter((each) => each.status === 303);
    const refused = sent.filter((each) => each.status !== 303);
    const refusals = new Map<number, number>();
    for (const each of refused) refusals.set(each.status, (refusals.get(each.status) ?? 0) + 1);
    console.log(
      `${sent.length} applications during 4 outages: ${acknowledged.length} stored, refused ${JSON.stringify([...refusals])}`,
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const each of refused) {
      expect([500, 503]).toContain(each.status);
      expect(each.retryAfter).toMatch(/^\d+$/);
    }

    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; stored: boolean }>(
        `select s.record -> 'fields' ->> 'email' as email,
                exists (select 1 from form_uploads u where u.id = (s.record -> 'upload' ->> 'id')::uuid) as stored
           from form_submissions s where s.form = 'application'`,
      );
      const byEmail = new Map(rows.map((row) => [row.email, row.stored]));
      for (const each of acknowledged) expect(byEmail.get(each.email), each.email).toBe(true);
    } finally {
      await client.end();
    }
  }, 120_000);
});
