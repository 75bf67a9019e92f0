import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormStore } from '../../../../server/store/form-store';
import { parseSubmissions } from '../../../../server/store/submission-lines';
import { submissionFile } from '../../../../server/store/submission-record';
import { openSubmissionStore } from '../../../../server/store/submission-store';

let dataDir: string;
const stores: FormStore[] = [];
let clock = new Date('2026-03-04T05:06:07.000Z');
const open = () => {
  const store = openSubmissionStore({ dataDir, forms: ['contact', 'newsletter'], now: () => clock });
  stores.push(store);
  return store;
};
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'forms-outbox-'));
  clock = new Date('2026-03-04T05:06:07.000Z');
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the JSONL outbox', () => {
  it('is the submission line itself: one write stores the submission and queues its deliveries', async () => {
    const store = open();
    const record = await store.save('newsletter', { email: 'a@example.com' }, { deliveries: ['email', 'webhook'] });
    expect(readFileSync(submissionFile(dataDir, 'newsletter'), 'utf8')).toBe(`${JSON.stringify(record)}\n`);
    expect(record.deliveries).toEqual(['email', 'webhook']);
    expect(await store.backlog()).toEqual({ pending: 2, failed: 0 });
  });

  it('queues nothing for spam', async () => {
    const store = open();
    const record = await store.save(
      'newsletter',
      { email: 'bot@example.com' },
      { spam: true, deliveries: ['webhook'] },
    );
    expect(record.deliveries).toBeUndefined();
    expect(await store.backlog()).toEqual({ pending: 0, failed: 0 });
  });

  it('leases a claimed item, retries it when due, forgets it once delivered, and a restart resumes the rest', async () => {
    const store = open();
    const first = await store.save('contact', { email: 'a@example.com' }, { deliveries: ['webhook'] });
    const second = await store.save('contact', { email: 'b@example.com' }, { deliveries: ['webhook'] });
    const claimed = await store.claim(10, 60_000);
    expect(claimed.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(claimed[0].record).toEqual(first);
    expect(await store.claim(10, 60_000)).toEqual([]);

    await store.settle(claimed[0], { state: 'delivered' });
    await store.settle(claimed[1], {
      state: 'pending',
      next: new Date(clock.getTime() + 5_000),
      error: 'answered 503',
    });
    expect(await store.claim(10, 60_000)).toEqual([]);
    expect(await store.deliveries()).toEqual([
      expect.objectContaining({ id: second.id, state: 'pending', attempts: 1, lastError: 'answered 503' }),
    ]);
    await store.close();

    clock = new Date(clock.getTime() + 5_000);
    const restarted = open();
    const again = await restarted.claim(10, 60_000);
    expect(again.map((item) => [item.id, item.attempts])).toEqual([[second.id, 1]]);
    await restarted.settle(again[0], { state: 'failed', error: 'given up' });
    expect(await restarted.backlog()).toEqual({ pending: 0, failed: 1 });
    expect(await restarted.retryFailed()).toBe(1);
    expect((await restarted.claim(10, 60_000)).map((item) => [item.id, item.attempts])).toEqual([[second.id, 0]]);
  });

  it('erases one person while 300 others are appended at once, losing none of theirs', async () => {
    const store = open();
    for (let i = 0; i < 5; i++)
      await store.save('contact', { email: 'Gone@Example.com', n: String(i) }, { deliveries: ['webhook'] });
    const saving = Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        store.save('contact', { email: `p${i}@example.com` }, { deliveries: ['webhook'] }),
      ),
    );
    const erasing = open().erase('gone@example.com');
    const [saved, removed] = await Promise.all([saving, erasing]);
    expect(removed).toEqual({ submissions: 5, deliveries: 5, redacted: 0 });
    const { records, badLines } = parseSubmissions(readFileSync(submissionFile(dataDir, 'contact'), 'utf8'));
    expect(badLines).toEqual([]);
    expect(records.map((record) => record.id).sort()).toEqual(saved.map((record) => record.id).sort());
    expect((await store.personData('gone@example.com')).submissions).toEqual([]);
    expect(await store.backlog()).toEqual({ pending: 300, failed: 0 });
  });
});
