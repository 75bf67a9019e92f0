import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormReceiver } from '../../../../server/forms/form-receiver';
import { createRateLimiter } from '../../../../server/forms/rate-limiter';
import { parseSubmissions } from '../../../../server/store/submission-lines';
import { submissionFile } from '../../../../server/store/submission-record';
import type { FormStore } from '../../../../server/store/form-store';
import { openSubmissionStore } from '../../../../server/store/submission-store';
import { honeypot } from '../../../../src/forms/honeypot';

let dataDir: string;
let store: FormStore;
const servers: Server[] = [];

/** The receiver on a real server, as the site runs it; its URL. */
async function serve(withStore: Pick<FormStore, 'save'>): Promise<string> {
  const receive = createFormReceiver({
    store: withStore,
    rateLimiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    siteUrl: 'https://site.example',
    problemPage: () => 'problems',
    notFound: (res) => res.writeHead(404).end(),
  });
  const server = createServer(
    (req, res) => void receive(req, res, new URL(req.url ?? '/', 'http://localhost').pathname),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let url: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'forms-spam-'));
  store = openSubmissionStore({ dataDir, forms: ['newsletter', 'contact'] });
  url = await serve(store);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (form: string, fields: Record<string, string>, to = url) =>
  fetch(`${to}/forms/${form}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const stored = (form: 'newsletter' | 'contact') =>
  parseSubmissions(readFileSync(submissionFile(dataDir, form), 'utf8')).records;

describe('a submission that fills the spam trap', () => {
  it('is stored marked as spam, without the trap, and thanked as any other', async () => {
    const response = await post('newsletter', { email: 'bot@example.com', [honeypot.name]: 'https://spam.example' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/thank-you/newsletter']);
    expect(stored('newsletter').map(({ fields, spam }) => ({ fields, spam }))).toEqual([
      { fields: { email: 'bot@example.com' }, spam: true },
    ]);
  });

  it("is stored as sent when it fails the form's checks, still thanked", async () => {
    const response = await post('contact', { firstName: 'Spammy', email: 'nope', [honeypot.name]: 'x' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/thank-you/contact']);
    expect(stored('contact').map(({ fields, spam }) => ({ fields, spam }))).toEqual([
      { fields: { firstName: 'Spammy', email: 'nope' }, spam: true },
    ]);
  });

  it('leaves a submission with the trap empty unmarked', async () => {
    const response = await post('newsletter', { email: 'person@example.com', [honeypot.name]: '' });
    expect(response.status).toBe(303);
    const person = stored('newsletter').find((record) => record.fields.email === 'person@example.com');
    expect(person && 'spam' in person).toBe(false);
  });

  it('is answered 500 with Retry-After when it cannot be stored, like any other', async () => {
    const failing: Pick<FormStore, 'save'> = {
      save: () => Promise.reject(new Error('EROFS: read-only file system')),
    };
    const response = await post(
      'newsletter',
      { email: 'maybe-a-person@example.com', [honeypot.name]: 'autofilled' },
      await serve(failing),
    );
    expect([response.status, response.headers.get('retry-after')]).toEqual([500, '5']);
  });
});
