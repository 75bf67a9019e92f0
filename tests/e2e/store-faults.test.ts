import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { submissionFile, tornLinesFile } from '../../server/store/submission-record';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { cannotMount, mountTmpfs, type Tmpfs } from '../unit/server/store/tmpfs';
import { readStored } from './stored-submissions';

const whole = '{"id":"1","time":"2026-03-04T05:06:07.089Z","form":"contact","fields":{"firstName":"Whole"}}\n';
const fragment = '{"id":"cut","time":"2026-03-04T0';

let server: RunningServer | undefined;
let disk: Tmpfs | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  disk?.unmount();
  disk = undefined;
});

/** A tmpfs holding a contact.jsonl whose last line a crash tore. */
function diskWithTornFile(size: string): Tmpfs {
  disk = mountTmpfs(size);
  writeFileSync(submissionFile(disk.dir, 'contact'), whole + fragment);
  return disk;
}

async function start(dataDir: string): Promise<RunningServer> {
  server = await spawnServer('production', await freePort(), { DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000' });
  return server;
}

/** The store reports at start-up in the background, maybe just after the server first answers. */
async function expectLogged(running: RunningServer, line: RegExp): Promise<void> {
  for (const deadline = Date.now() + 5000; !line.test(running.output()) && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(running.output()).toMatch(line);
}

function post(running: RunningServer, form: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${running.url}/forms/${form}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: running.url },
    body: new URLSearchParams(fields),
  });
}

const contact = (firstName: string) => ({
  firstName,
  lastName: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  jobTitle: 'Rear Admiral',
  country: 'US',
  inquiryType: 'Sales',
  message: 'Hello',
  consent: 'yes',
});

/** Pages are served and form posts answered 500 with Retry-After while the disk fails; once it works, posts are stored. */
async function expectRecovery(running: RunningServer, dir: string, heal: () => void): Promise<void> {
  expect((await fetch(running.url + '/')).status).toBe(200);
  const refused = await post(running, 'newsletter', { email: 'refused@example.com' });
  expect([refused.status, refused.headers.get('retry-after')]).toEqual([500, '5']);
  expect(readFileSync(submissionFile(dir, 'contact'), 'utf8')).toBe(whole + fragment);

  heal();
  const stored = await post(running, 'newsletter', { email: 'stored@example.com' });
  expect([stored.status, stored.headers.get('location')]).toEqual([303, '/thank-you/newsletter']);
  expect(readStored(dir, 'newsletter').records.map((record) => record.fields.email)).toEqual(['stored@example.com']);
  expect((await post(running, 'contact', contact('After'))).status).toBe(303);
  expect(readStored(dir, 'contact').records.map((record) => record.fields.firstName)).toEqual(['Whole', 'After']);
  expect(readFileSync(tornLinesFile(submissionFile(dir, 'contact')), 'utf8')).toBe(`${fragment}\n`);
}

describe.skipIf(cannotMount)(
  `the production server on a failing disk${cannotMount ? ` (skipped: ${cannotMount})` : ''}`,
  () => {
    it('starts on a read-only data folder, serves pages, refuses posts with 500, and stores once it is writable', async () => {
      const tmpfs = diskWithTornFile('1m');
      tmpfs.readOnly();
      const running = await start(tmpfs.dir);
      await expectLogged(running, /contact\.jsonl: EROFS: read-only file system/);
      await expectRecovery(running, tmpfs.dir, () => tmpfs.readWrite());
      expect(running.output()).toContain('contact.jsonl: stores submissions again');
    });

    it('starts on a full disk, serves pages, refuses posts with 500, and stores once there is room', async () => {
      const tmpfs = diskWithTornFile('64k');
      tmpfs.fill();
      const running = await start(tmpfs.dir);
      await expectLogged(running, /contact\.jsonl: ENOSPC: no space left on device/);
      await expectRecovery(running, tmpfs.dir, () => tmpfs.free());
    });
  },
);
