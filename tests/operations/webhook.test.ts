import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import type { RunningServer } from '../../tools/spawn-server';
import { readStored } from '../e2e/stored-submissions';
import { contactFields, eventually, freshDataDir, health, post, startSite, webhookSecret } from './site';
import { startWebhookReceiver, type WebhookCall, type WebhookReceiver } from './webhook-receiver';

let site: RunningServer | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await site?.stop();
  await receiver?.close();
  site = receiver = undefined;
});

const hookEnv = (url: string) => ({
  FORM_WEBHOOK_URL: url,
  FORM_WEBHOOK_SECRET: webhookSecret,
  FORM_RETRY_SCALE: '0.001',
});

/** The payload, once `standardwebhooks` (what receivers use) verified its signature. */
function verified(call: WebhookCall): { type: string; data: { id: string; fields: Record<string, unknown> } } {
  const headers = Object.fromEntries(Object.entries(call.headers).map(([name, value]) => [name, String(value)]));
  return new Webhook(webhookSecret).verify(call.body, headers) as ReturnType<typeof verified>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe('webhook notifications', () => {
  it('retries a receiver that fails twice, then delivers exactly once, signed as Standard Webhooks says', async () => {
    receiver = await startWebhookReceiver((call) => (call <= 2 ? 503 : 200));
    const dataDir = freshDataDir();
    site = await startSite({ DATA_DIR: dataDir, ...hookEnv(receiver.url) });
    expect(site.output()).toContain(`webhook to http://127.0.0.1:${receiver.port}/… (signed)`);
    expect(site.output()).not.toContain(webhookSecret);

    expect((await post(site.url, 'contact', contactFields('Signed'))).status).toBe(303);
    await eventually('an accepted delivery', () => receiver?.accepted().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.calls.map((call) => call.status)).toEqual([503, 503, 200]);
    const [record] = readStored(dataDir, 'contact').records;
    const [accepted] = receiver.accepted();
    expect(accepted.headers['webhook-id']).toBe(record.id);
    expect(verified(accepted)).toMatchObject({ type: 'form.submitted', data: record });
    // The same id on every attempt: a receiver can drop a repeat.
    expect(new Set(receiver.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set([record.id]));
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret, 24 bytes').toString('base64')}`).verify(
        accepted.body,
        Object.fromEntries(Object.entries(accepted.headers).map(([k, v]) => [k, String(v)])),
      ),
    ).toThrow();
    await eventually('an empty outbox', async () => (await health(site?.url ?? '')).outbox.pending === 0);
    expect((await health(site.url)).outbox).toEqual({ pending: 0, failed: 0 });
  });

  it('keeps a delivery through a receiver outage and a kill -9 of the server, and delivers it once after restart', async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, ...hookEnv(`http://127.0.0.1:${port}/hooks/forms`) };
    site = await startSite(env);
    expect((await post(site.url, 'contact', contactFields('Survivor'))).status).toBe(303);
    await eventually('a failed attempt', () => /by webhook failed/.test(site?.output() ?? ''));
    expect((await health(site.url)).outbox).toEqual({ pending: 1, failed: 0 });
    site.process.kill('SIGKILL');
    await new Promise((resolve) => site?.process.once('exit', resolve));

    site = await startSite(env);
    receiver = await startWebhookReceiver(() => 204, port);
    await eventually('the delivery after restart', () => receiver?.accepted().length === 1, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [record] = readStored(dataDir, 'contact').records;
    expect(receiver.calls).toHaveLength(1);
    expect(verified(receiver.calls[0]).data.id).toBe(record.id);
    await eventually('an empty outbox', async () => (await health(site?.url ?? '')).outbox.pending === 0);
    expect((await health(site.url)).outbox).toEqual({ pending: 0, failed: 0 });
  });

  it('delivers soon after the submission (median over 20)', async () => {
    receiver = await startWebhookReceiver();
    site = await startSite({ DATA_DIR: freshDataDir(), ...hookEnv(receiver.url) });
    const delays: number[] = [];
    for (let i = 0; i < 20; i++) {
      const sent = Date.now();
      expect((await post(site.url, 'newsletter', { email: `quick${i}@example.com` })).status).toBe(303);
      await eventually('the delivery', () => receiver?.accepted().length === i + 1);
      delays.push((receiver.accepted()[i]?.at ?? 0) - sent);
    }
    console.log(
      `submission to webhook delivery: median ${median(delays)} ms, max ${Math.max(...delays)} ms (JSONL store)`,
    );
    expect(median(delays)).toBeLessThan(1_000);
  });
});
