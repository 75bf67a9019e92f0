import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { studioApiPath, type CheckResult, type FileList, type PreviewResult } from '../../studio/shared/api';
import { sendRaw, type RawAnswer } from '../e2e/raw-http';
import { jpegPhoto, startStudio, studioFetch, type RunningStudio, holdDevCode } from './harness';

let studio: RunningStudio;
let port: number;
let outside: string;

/** Every file of the scratch repository (but git's own) and of the folder outside it, with a hash of its bytes. */
function diskState(): Record<string, string> {
  const state: Record<string, string> = {};
  for (const folder of [studio.root, outside]) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const name = relative(studio.root, path);
      if (name.startsWith('.git/') || name.startsWith('data/')) continue;
      state[name] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  }
  return state;
}

function projectPackage(): string {
  return readFileSync(join(projectRoot, 'package.json'), 'utf8');
}

interface RawRequest {
  method?: string;
  path: string;
  /** Headers; Host defaults to the studio's own and Cookie to the studio's secret (`''` leaves one out), none other is added. */
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The Content-Length to declare, when not the body's own. */
  declaredLength?: number;
}

/** One request written byte for byte over a fresh connection: no client library to fix its headers. */
function raw({ method = 'POST', path, headers = {}, body = '', declaredLength }: RawRequest): Promise<RawAnswer> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = [
    `${method} ${path} HTTP/1.1`,
    ...Object.entries({ Host: `127.0.0.1:${port}`, Cookie: studio.cookie, ...headers })
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}: ${value}`),
    ...(method === 'GET' ? [] : [`Content-Length: ${declaredLength ?? bytes.length}`]),
    'Connection: close',
    '',
    '',
  ];
  return sendRaw(port, Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), bytes]), 15_000);
}

const own = () => ({ Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'application/json' });

function save(
  file: string,
  headers: Record<string, string> = own(),
  text = 'written by an attacker\n',
): Promise<RawAnswer> {
  return raw({ path: `${studioApiPath}/save`, headers, body: JSON.stringify({ file, text, version: null }) });
}

/** Sends the request and expects a refusal (4xx) and no file written or changed anywhere. */
async function refusedWithNothingWritten(send: () => Promise<RawAnswer>, status?: number): Promise<RawAnswer> {
  const before = diskState();
  const packageBefore = projectPackage();
  const answer = await send();
  expect(answer.status, answer.head).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.head).toBeLessThan(500);
  if (status !== undefined) expect(answer.status, answer.head).toBe(status);
  expect(diskState()).toEqual(before);
  expect(projectPackage()).toBe(packageBefore);
  return answer;
}

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

beforeAll(async () => {
  studio = await startStudio({ files: { 'package.json': '{"name":"scratch"}\n', 'outside/secret.txt': 'secret\n' } });
  port = Number(new URL(studio.url).port);
  outside = join(studio.root, 'outside');
  symlinkSync(outside, join(studio.pagesDir, 'escape'));
  symlinkSync(join(outside, 'secret.txt'), join(studio.pagesDir, 'secret.mdx'));
  symlinkSync(join(studio.pagesDir, 'gone.mdx'), join(studio.pagesDir, 'dangling.mdx'));
});

afterAll(async () => {
  await studio?.stop();
});

describe('the studio answers only whoever holds the link the dev server printed', () => {
  const stranger = { Cookie: '' };
  const preview = JSON.stringify({ file: 'pages/services/cloud.mdx', text: '# Cloud\n' });

  it('prints its link with a secret of 256 bits, new at each start', () => {
    expect(studio.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/_studio\\?token=[\\w-]{43}$`));
  });

  it('refuses every page and endpoint without the secret (401), with its own Host and Origin', async () => {
    const page = await raw({ method: 'GET', path: '/_studio', headers: stranger });
    expect(page.status, page.head).toBe(401);
    expect(page.head).toMatch(/text\/html/);
    // What a browser without the cookie shows: a page saying where the link is.
    const shown = await fetch(`${studio.url}/_studio`);
    expect(shown.status).toBe(401);
    expect(await shown.text()).toContain('Ask whoever started it for the current link');
    for (const path of [`${studioApiPath}/files`, `${studioApiPath}/file?file=pages/services/cloud.mdx`]) {
      const answer = await raw({ method: 'GET', path, headers: stranger });
      expect(answer.status, path).toBe(401);
      const explained = await fetch(studio.url + path);
      expect(await explained.json()).toEqual({ error: expect.stringContaining('/_studio?token=') });
    }
    await refusedWithNothingWritten(() => save('pages/stranger.mdx', { ...own(), ...stranger }), 401);
    const previewed = await raw({
      path: `${studioApiPath}/preview`,
      headers: { ...own(), ...stranger },
      body: preview,
    });
    expect(previewed.status).toBe(401);
  });

  it('refuses a wrong secret, in the cookie or in the link, and a secret under another port’s cookie', async () => {
    const wrong = studio.cookie.replace(/=.*/, '=' + 'A'.repeat(43));
    const withWrongCookie = await raw({
      path: `${studioApiPath}/preview`,
      headers: { ...own(), Cookie: wrong },
      body: preview,
    });
    expect(withWrongCookie.status).toBe(401);
    const withWrongLink = await raw({ method: 'GET', path: `/_studio?token=${'A'.repeat(43)}`, headers: stranger });
    expect(withWrongLink.status).toBe(401);
    const otherPort = studio.cookie.replace(/^studio-token-\d+/, `studio-token-${port + 1}`);
    const elsewhere = await raw({ method: 'GET', path: `${studioApiPath}/files`, headers: { Cookie: otherPort } });
    expect(elsewhere.status).toBe(401);
  });

  it('trades the link for an HttpOnly, SameSite=Strict cookie and takes the secret out of the address', async () => {
    const traded = await raw({
      method: 'GET',
      path: new URL(studio.link).pathname + new URL(studio.link).search,
      headers: stranger,
    });
    expect(traded.status, traded.head).toBe(303);
    expect(traded.head).toMatch(/^location: \/_studio\r?$/im);
    const cookie = /^set-cookie: (.*)$/im.exec(traded.head)?.[1].trim() ?? '';
    expect(cookie.split('; ')).toEqual([studio.cookie, 'Path=/_studio', 'HttpOnly', 'SameSite=Strict']);
    const opened = await raw({ method: 'GET', path: '/_studio', headers: { Cookie: cookie.split(';')[0] } });
    expect(opened.status).toBe(200);
  });
});

describe('the studio refuses what does not come from its own page on this computer', () => {
  it('writes when the request is its own (the control for every refusal below)', async () => {
    const answer = await save('pages/control.mdx');
    expect(answer.status, answer.head).toBe(200);
    expect(studio.read('pages/control.mdx')).toBe('written by an attacker\n');
  });

  it('refuses a write with a foreign Origin', async () => {
    await refusedWithNothingWritten(() => save('pages/foreign.mdx', { ...own(), Origin: 'http://evil.example' }), 403);
  });

  it('refuses a write with no Origin', async () => {
    await refusedWithNothingWritten(() => save('pages/no-origin.mdx', { 'Content-Type': 'application/json' }), 403);
  });

  it('refuses a request for another host name resolved to this computer (DNS rebinding)', async () => {
    const rebound = {
      Host: `evil.example:${port}`,
      Origin: `http://evil.example:${port}`,
      'Content-Type': 'application/json',
    };
    await refusedWithNothingWritten(() => save('pages/rebound.mdx', rebound), 403);
    const read = await raw({
      method: 'GET',
      path: `${studioApiPath}/file?file=pages/services/cloud.mdx`,
      headers: { Host: `evil.example:${port}` },
    });
    expect(read.status).toBe(403);
  });

  it('refuses a form post (a JSON body not typed as JSON)', async () => {
    await refusedWithNothingWritten(() => save('pages/form.mdx', { ...own(), 'Content-Type': 'text/plain' }), 415);
  });

  it('refuses ../package.json, an absolute path and a path outside pages/ and public/', async () => {
    await refusedWithNothingWritten(() => save('pages/../package.json'), 400);
    await refusedWithNothingWritten(() => save('../package.json'), 400);
    await refusedWithNothingWritten(() => save(join(studio.root, 'package.json')), 400);
    await refusedWithNothingWritten(() => save(join(studio.pagesDir, 'absolute.mdx')), 400);
    await refusedWithNothingWritten(() => save('package.json'), 403);
  });

  it('refuses to read or write through a symlink leading out of pages/', async () => {
    await refusedWithNothingWritten(() => save('pages/escape/new.mdx'), 403);
    await refusedWithNothingWritten(() => save('pages/escape/secret.txt'), 403);
    const read = await raw({
      method: 'GET',
      path: `${studioApiPath}/file?file=pages/secret.mdx`,
    });
    expect(read.status).toBe(403);
    await refusedWithNothingWritten(
      () =>
        raw({
          path: `${studioApiPath}/photo?page=pages/escape/x.mdx&name=photo.jpg`,
          headers: { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'image/jpeg' },
          body: Buffer.from([0xff, 0xd8, 0xff]),
        }),
      403,
    );
  });

  it('refuses a JSON body over 2 MB as soon as its length is known', async () => {
    await refusedWithNothingWritten(
      () =>
        raw({
          path: `${studioApiPath}/save`,
          headers: own(),
          body: '{"file":"pages/big.mdx","text":"',
          declaredLength: 3 * 1024 * 1024,
        }),
      413,
    );
  });

  it('refuses an HTML file named .jpg, by its bytes', async () => {
    const answer = await refusedWithNothingWritten(
      () =>
        raw({
          path: `${studioApiPath}/photo?page=pages/services/cloud.mdx&name=holiday.jpg`,
          headers: { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'image/jpeg' },
          body: '<!doctype html><html><body><script>alert(1)</script></body></html>\n',
        }),
      415,
    );
    expect(answer.head).toMatch(/application\/json/);
  });

  it('refuses a photo over 20 MB as soon as its length is known, before reading it all', async () => {
    const started = performance.now();
    await refusedWithNothingWritten(
      () =>
        raw({
          path: `${studioApiPath}/photo?page=pages/services/cloud.mdx&name=huge.jpg`,
          headers: { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'image/jpeg' },
          // 1 MB sent of the 25 MB announced: the answer comes without the rest.
          body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024 * 1024)]),
          declaredLength: 25 * 1024 * 1024,
        }),
      413,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a photo streamed past 20 MB without a length', async () => {
    const photo = await jpegPhoto(64, 64);
    const body = Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024)]);
    const chunked = Buffer.concat([
      Buffer.from(
        [
          `POST ${studioApiPath}/photo?page=pages/services/cloud.mdx&name=streamed.jpg HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Origin: http://127.0.0.1:${port}`,
          `Cookie: ${studio.cookie}`,
          'Content-Type: image/jpeg',
          'Transfer-Encoding: chunked',
          'Connection: close',
          '',
          `${body.length.toString(16)}`,
          '',
        ].join('\r\n'),
        'latin1',
      ),
      body,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    await refusedWithNothingWritten(() => sendRaw(port, chunked, 15_000), 413);
  });

  it('takes a real photo from its own page (the control for the photo refusals)', async () => {
    mkdirSync(join(studio.pagesDir, 'services'), { recursive: true });
    const answer = await raw({
      path: `${studioApiPath}/photo?page=pages/services/cloud.mdx&name=real.jpg`,
      headers: { Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'image/jpeg' },
      body: await jpegPhoto(64, 64),
    });
    expect(answer.status, answer.head).toBe(200);
    expect(readdirSync(join(studio.pagesDir, 'services'))).toContain('real.jpg');
  });
});

describe('the studio runs no code a page holds, and lists what it cannot follow', () => {
  const canary = () => join(outside, 'canary');
  const payloads = () => [
    `import { execSync } from 'node:child_process'\n\n{execSync('touch ${canary()}')}\n`,
    `import secret from '/etc/passwd?raw'\n\n{secret}\n`,
    `{globalThis.process.getBuiltinModule('node:child_process').execSync('touch ${canary()}') && ''}\n`,
    'Before {process.exit(1)} after.\n',
  ];
  const page = (body: string) => `---\ntitle: Probe\ndescription: A page the probe wrote.\n---\n\n${body}`;
  const post = (name: string, body: unknown) =>
    raw({ path: `${studioApiPath}/${name}`, headers: own(), body: JSON.stringify(body) });

  it('previews and checks the probe’s payloads without running them, naming the line of each', async () => {
    for (const body of payloads()) {
      const draft = { file: 'pages/services/cloud.mdx', text: page(body) };
      const previewed = await studioFetch(studio.url, `${studioApiPath}/preview`, {
        method: 'POST',
        headers: own(),
        body: JSON.stringify(draft),
      });
      expect(previewed.status).toBe(200);
      const { html, renderError } = (await previewed.json()) as PreviewResult;
      expect(renderError ?? '', body).toMatch(/:6:\d+: pages hold content, not code: /);
      expect(html).not.toContain('root:x:0:0');
      const checked = await studioFetch(studio.url, `${studioApiPath}/check`, {
        method: 'POST',
        headers: own(),
        body: JSON.stringify(draft),
      });
      const { diagnostics } = (await checked.json()) as CheckResult;
      expect(diagnostics, body).toContainEqual(
        expect.objectContaining({
          line: 6,
          severity: 'error',
          message: expect.stringMatching(/^pages hold content, not code: /),
        }),
      );
      expect(existsSync(canary()), body).toBe(false);
    }
    // The dev server is up and still renders.
    expect((await post('preview', { file: 'pages/services/cloud.mdx', text: page('Plain text.\n') })).status).toBe(200);
  });

  it('lists the pages beside a dangling link, and does not open it', async () => {
    const listed = await studioFetch(studio.url, `${studioApiPath}/files`);
    expect(listed.status).toBe(200);
    const { files } = (await listed.json()) as FileList;
    expect(files.map((entry) => entry.file)).toContain('pages/services/cloud.mdx');
    expect(files.map((entry) => entry.file)).not.toContain('pages/dangling.mdx');
    const opened = await raw({ method: 'GET', path: `${studioApiPath}/file?file=pages/dangling.mdx` });
    expect(opened.status).toBeGreaterThanOrEqual(400);
    expect(opened.status).toBeLessThan(500);
  });
});
