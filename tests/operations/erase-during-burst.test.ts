import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { submissionFile } from '../../server/store/submission-record';
import { freePort } from '../../tools/free-port';
import type { RunningServer } from '../../tools/spawn-server';
import { readStored } from '../e2e/stored-submissions';
import { burst, summary } from './burst';
import { contactFields, eventually, freshDataDir, post, startSite, submissionsCommand, webhookSecret } from './site';

let site: RunningServer | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

describe('data subject rights on the JSONL store', () => {
  it('exports and erases one person while a burst is stored: their records are gone, nobody else’s is lost', async () => {
    const dataDir = freshDataDir();
    // A receiver that is down: every submission's delivery stays in the outbox, for the erase to find.
    const env = {
      DATA_DIR: dataDir,
      FORM_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks`,
      FORM_WEBHOOK_SECRET: webhookSecret,
    };
    site = await startSite(env);
    const forgotten = 'Forget.Me@example.com';
    for (let i = 0; i < 3; i++)
      expect((await post(site.url, 'contact', contactFields(`Forgotten ${i}`, forgotten))).status).toBe(303);
    expect((await post(site.url, 'newsletter', { email: 'forget.me@example.com' }, '/insights')).status).toBe(303);

    // Posts go on until 200 more were sent after the erase ended, however long the commands take.
    let sentWhenErased: number | undefined;
    let sent = 0;
    const running = burst(
      [site.url],
      20_000,
      30,
      (i) => contactFields(`Person ${i}`, `person${i}@example.com`),
      (count) => {
        sent = count;
        return sentWhenErased !== undefined && count >= sentWhenErased + 200;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exported = await submissionsCommand({ DATA_DIR: dataDir }, '--email', 'forget.me@example.com');
    const erased = await submissionsCommand({ DATA_DIR: dataDir }, '--erase', 'forget.me@example.com');
    sentWhenErased = sent;
    const result = await running;
    const count = result.statuses.length;
    expect(sentWhenErased, 'posts were sent before the erase ended').toBeGreaterThan(0);
    console.log(`JSONL store with an erase in the middle: ${summary(result)}`);
    expect(result.statuses.filter((status) => status !== 303)).toEqual([]);

    expect(exported.status).toBe(0);
    const personData = JSON.parse(exported.stdout) as {
      submissions: { form: string; fields: { firstName?: string } }[];
      deliveries: { channel: string; state: string }[];
    };
    expect(personData.submissions.map((each) => each.fields.firstName ?? each.form).sort()).toEqual([
      'Forgotten 0',
      'Forgotten 1',
      'Forgotten 2',
      'newsletter',
    ]);
    expect(personData.deliveries).toHaveLength(4);
    expect(personData.deliveries.every((each) => each.channel === 'webhook' && each.state === 'pending')).toBe(true);
    expect([erased.status, erased.stdout]).toEqual([
      0,
      `forget.me@example.com: removed 4 submissions and 4 outbox entries from JSON Lines files in ${dataDir}\n`,
    ]);

    const contact = readStored(dataDir, 'contact');
    expect(contact.badLines).toEqual([]);
    const names = contact.records.map((record) => String(record.fields.firstName));
    expect(names.filter((name) => name.startsWith('Forgotten'))).toEqual([]);
    expect(new Set(names).size).toBe(count);
    expect(readStored(dataDir, 'newsletter').records).toEqual([]);
    const deliveries = await submissionsCommand({ DATA_DIR: dataDir }, '--deliveries');
    const pending = JSON.parse(deliveries.stdout) as { id: string }[];
    expect(new Set(pending.map((each) => each.id))).toEqual(new Set(contact.records.map((record) => record.id)));
    // The server keeps appending to the rewritten file.
    expect((await post(site.url, 'contact', contactFields('After'))).status).toBe(303);
    expect(readStored(dataDir, 'contact').records.at(-1)?.fields.firstName).toBe('After');
  });

  it('removes submissions older than FORM_RETENTION_DAYS at start, with their outbox entries', async () => {
    const dataDir = freshDataDir();
    const line = (id: string, time: string) =>
      `${JSON.stringify({ id, time, form: 'newsletter', fields: { email: `${id}@example.com` }, deliveries: ['webhook'] })}\n`;
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    writeFileSync(
      submissionFile(dataDir, 'newsletter'),
      line('old', '2020-01-01T00:00:00.000Z') + line('recent', recent),
    );
    site = await startSite({ DATA_DIR: dataDir, FORM_RETENTION_DAYS: '30' });
    expect(site.output()).toContain('kept 30 days');
    await eventually('the retention sweep', () =>
      /retention \(30 days\): removed 1 submissions/.test(site?.output() ?? ''),
    );
    expect(readStored(dataDir, 'newsletter').records.map((record) => record.id)).toEqual(['recent']);
    const deliveries = await submissionsCommand({ DATA_DIR: dataDir }, '--deliveries');
    expect((JSON.parse(deliveries.stdout) as { id: string }[]).map((each) => each.id)).toEqual(['recent']);
  });
});
