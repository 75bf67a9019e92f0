import { appendFileSync, chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/spawn-server';
import { contactFields, eventually, freshDataDir, post, startSite, submissionsCommand, webhookSecret } from './site';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let site: RunningServer | undefined;
let hook: WebhookReceiver | undefined;
let umaskBefore: number | undefined;
afterEach(async () => {
  await site?.stop();
  await hook?.close();
  if (umaskBefore !== undefined) process.umask(umaskBefore);
  site = hook = umaskBefore = undefined;
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every file and folder under `dir` (itself included) with its mode, e.g. `contact.jsonl 600`. */
function modes(dir: string, prefix = ''): string[] {
  return [
    `${prefix || '.'}/ ${modeOf(dir)}`,
    ...readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? modes(join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name} ${modeOf(join(dir, entry.name))}`],
    ),
  ];
}

describe('the data folder is private whatever the umask', () => {
  it('makes folders 0700 and files 0600 under umask 000, through appends, deliveries, an erase and a torn line', async () => {
    // The server and the submissions command inherit the umask of this test process.
    umaskBefore = process.umask(0o000);
    const parent = join(freshDataDir(), 'site');
    const dataDir = join(parent, 'data');
    hook = await startWebhookReceiver((call) => (call === 1 ? 500 : 204));
    const env = {
      DATA_DIR: dataDir,
      FORM_WEBHOOK_URL: hook.url,
      FORM_WEBHOOK_SECRET: webhookSecret,
      FORM_RETRY_SCALE: '0.001',
    };
    site = await startSite(env);
    expect((await post(site.url, 'contact', contactFields('Kept', 'kept@example.com'))).status).toBe(303);
    expect((await post(site.url, 'contact', contactFields('Gone', 'gone@example.com'))).status).toBe(303);
    expect((await post(site.url, 'newsletter', { email: 'news@example.com' }, '/insights')).status).toBe(303);
    await eventually('three deliveries, one after a retry', () => hook?.accepted().length === 3);
    expect(modeOf(parent)).toBe('700');

    const erased = await submissionsCommand({ DATA_DIR: dataDir }, '--erase', 'gone@example.com');
    expect(erased.status).toBe(0);
    await site.stop();
    // A crash's torn line, and a file an older server left readable by all.
    appendFileSync(join(dataDir, 'contact.jsonl'), '{"id":"torn');
    chmodSync(join(dataDir, 'newsletter.jsonl'), 0o644);
    site = await startSite(env);
    // Every form's file is opened at start (in the background): the one left readable among them.
    const expected = [
      './ 700',
      'application.jsonl 600',
      'contact.jsonl 600',
      'contact.jsonl.torn 600',
      'inquiry.jsonl 600',
      'newsletter.jsonl 600',
      'outbox.jsonl 600',
    ];
    // The listing is taken inside the wait: the store's `.lock` exists while an append or a
    // delivery holds it, so a single listing could catch it, whatever the machine's speed.
    const listed = () => (existsSync(dataDir) ? modes(dataDir).sort() : []);
    await eventually(
      'the files opened again, with no append holding the lock',
      () => JSON.stringify(listed()) === JSON.stringify(expected),
      20_000,
    ).catch(() => {});
    expect(listed()).toEqual(expected);
  });
});
