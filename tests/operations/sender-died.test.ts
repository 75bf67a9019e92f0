import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres/postgres-store';
import type { RunningServer } from '../../tools/spawn-server';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { contactFields, eventually, freshDataDir, post, startSite, webhookSecret } from './site';
import { mailHeader, startSmtpListener } from './smtp-listener';
import { startWebhookReceiver } from './webhook-receiver';

const skip = cannotRunPostgres();
let database: TestPostgres | undefined;
beforeAll(async () => {
  if (!skip) database = await startPostgres();
});
afterAll(() => database?.stop());

describe.skipIf(skip)(`a sender that dies mid-delivery${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('lets another server send it again within 30 s, with the same webhook-id and Message-ID', async () => {
    if (!database) throw new Error('not started');
    // The first attempt on each channel hangs: the server sending it is killed meanwhile.
    const hook = await startWebhookReceiver((call) => (call === 1 ? 'hang' : 204));
    const smtp = await startSmtpListener(0, (message) => message === 1);
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: freshDataDir(),
      SMTP_URL: `smtp://forms:mail-secret@127.0.0.1:${smtp.port}`,
      FORM_NOTIFY_EMAIL: 'leads@northstar.example',
      FORM_WEBHOOK_URL: hook.url,
      FORM_WEBHOOK_SECRET: webhookSecret,
    };
    const sites: RunningServer[] = [];
    try {
      const dying = await startSite(env);
      sites.push(dying);
      expect((await post(dying.url, 'contact', contactFields('Resent', 'resent@example.com'))).status).toBe(303);
      await eventually('both first attempts under way', () => hook.calls.length === 1 && smtp.mails.length === 1);
      const exited = new Promise((resolve) => dying.process.once('exit', resolve));
      dying.process.kill('SIGKILL');
      await exited;
      sites.pop();
      const killedAt = Date.now();
      sites.push(await startSite(env));

      await eventually(
        'the webhook and the mail sent again',
        () => hook.accepted().length === 1 && smtp.mails.filter((mail) => !mail.held).length === 1,
        40_000,
      );
      const resentAfter = Math.max(hook.accepted()[0].at, ...smtp.mails.map((mail) => mail.at)) - killedAt;
      console.log(`sent again ${resentAfter} ms after the sender was killed`);
      expect(resentAfter).toBeLessThanOrEqual(30_000);

      const store = openPostgresStore({ url: database.url });
      const [record] = await store.submissions().finally(() => void store.close());
      const ids = hook.calls.map((call) => call.headers['webhook-id']);
      expect(ids).toEqual([record.id, record.id]);
      const messageIds = smtp.mails.map((mail) => mailHeader(mail.raw, 'Message-ID'));
      expect(messageIds).toEqual([`<${record.id}@forms.invalid>`, `<${record.id}@forms.invalid>`]);
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
      await Promise.all([hook.close(), smtp.close()]);
    }
  });
});
