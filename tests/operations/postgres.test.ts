import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres/postgres-store';
import type { RunningServer } from '../../tools/spawn-server';
import { burst, summary } from './burst';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { contactFields, eventually, freshDataDir, health, startSite, submissionsCommand, webhookSecret } from './site';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { byTier } from '../tier';

/** Posts in the burst: 200 show "stored exactly once" as well as 1,000, which the full tier sends. */
const burstSize = byTier(200, 1000);

const skip = cannotRunPostgres();
let database: TestPostgres | undefined;
let receiver: WebhookReceiver | undefined;
const sites: RunningServer[] = [];

beforeAll(async () => {
  if (skip) return;
  database = await startPostgres();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await receiver?.close();
  database?.stop();
});

describe.skipIf(skip)(`two servers sharing PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('leases claimed deliveries: never to two claimers at once, to another once a claimer died; failed ones retried on demand', async () => {
    if (!database) throw new Error('not started');
    let clock = new Date('2026-03-04T05:06:07.000Z');
    const one = openPostgresStore({ url: database.url, now: () => clock });
    const two = openPostgresStore({ url: database.url, now: () => clock });
    try {
      const saved = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          one.save('newsletter', { email: `lease${i}@example.com` }, { deliveries: ['webhook'] }),
        ),
      );
      const [first, second] = await Promise.all([one.claim(30, 60_000), two.claim(30, 60_000)]);
      const firstIds = new Set(first.map((item) => item.id));
      expect(second.filter((item) => firstIds.has(item.id))).toEqual([]);
      expect(first.length + second.length).toBe(40);
      expect(await two.claim(30, 60_000)).toEqual([]);

      for (const item of second) await two.settle(item, { state: 'failed', error: 'gone' });
      // `one` dies holding its items: once the lease is over, `two` gets them.
      clock = new Date(clock.getTime() + 60_000);
      const taken = await two.claim(50, 60_000);
      expect(taken.map((item) => item.id).sort()).toEqual([...firstIds].sort());
      for (const item of taken) await two.settle(item, { state: 'failed', error: 'gone' });
      expect(await two.backlog()).toEqual({ pending: 0, failed: 40 });
      expect((await two.deliveries()).map((item) => item.id).sort()).toEqual(saved.map((record) => record.id).sort());
      expect(await one.retryFailed()).toBe(40);
      expect(await one.claim(50, 60_000)).toHaveLength(40);
    } finally {
      await one.removeOlderThan(new Date('2026-03-05T00:00:00Z'));
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('stores a burst of 1,000 split between them once each, and delivers each once', async () => {
    if (!database || !receiver) throw new Error('not started');
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: freshDataDir(),
      FORM_WEBHOOK_URL: receiver.url,
      FORM_WEBHOOK_SECRET: webhookSecret,
      FORM_RETRY_SCALE: '0.001',
    };
    sites.push(await startSite(env), await startSite(env));
    for (const site of sites) {
      expect(site.output()).toMatch(
        /Form submissions go to PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
      );
      expect(site.output()).not.toContain('not-shown-secret');
      expect((await health(site.url)).store).toMatchObject({ kind: 'postgresql', ready: true });
    }
    // Someone who asks to be forgotten while the burst runs.
    const forgotten = 'forget.me@example.com';
    const before = await burst([sites[0].url], 3, 1, (i) => contactFields(`Forgotten ${i}`, forgotten));
    expect(before.statuses).toEqual([303, 303, 303]);

    const running = burst(
      sites.map((site) => site.url),
      burstSize,
      50,
      (i) => contactFields(`Person ${i}`, `person${i}@example.com`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exported = await submissionsCommand({ DATABASE_URL: database.url }, '--email', forgotten);
    const erased = await submissionsCommand({ DATABASE_URL: database.url }, '--erase', forgotten);
    const result = await running;
    console.log(`PostgreSQL, two servers: ${summary(result)}`);
    expect(result.statuses.filter((status) => status !== 303)).toEqual([]);

    expect(exported.status).toBe(0);
    const personData = JSON.parse(exported.stdout) as {
      submissions: { fields: { firstName: string } }[];
      deliveries: unknown[];
    };
    expect(personData.submissions.map((each) => each.fields.firstName).sort()).toEqual([
      'Forgotten 0',
      'Forgotten 1',
      'Forgotten 2',
    ]);
    expect(erased.stdout).toMatch(/^forget\.me@example\.com: removed 3 submissions and \d outbox entr/);

    const store = openPostgresStore({ url: database.url });
    try {
      const stored = await store.submissions();
      const names = stored.map((record) => String(record.fields.firstName));
      expect(names.filter((name) => name.startsWith('Forgotten'))).toEqual([]);
      expect(names.length).toBe(burstSize);
      expect(new Set(names).size).toBe(burstSize);
      await eventually('every delivery', async () => (await store.backlog()).pending === 0, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const delivered = receiver.accepted().map((call) => String(call.headers['webhook-id']));
      const storedIds = new Set(stored.map((record) => record.id));
      const deliveredOnce = new Set(delivered);
      expect(delivered.length - deliveredOnce.size).toBe(0);
      expect([...storedIds].filter((id) => !deliveredOnce.has(id))).toEqual([]);
      expect(await store.deliveries()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
