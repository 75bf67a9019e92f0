import { connect, type ClientHttp2Session } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificate } from '../shared-certificate';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import { startProvider, type RunningProvider } from './oidc-provider';
import {
  freePort,
  scratchFolder,
  signInWithBrowser,
  startTeamStudio,
  teamEnv,
  type RunningStudio,
} from './team-studio';

let provider: RunningProvider;
let studio: RunningStudio;
let borrowed: BorrowedBrowser;

beforeAll(async () => {
  const port = await freePort();
  const { cert, key } = makeCertificate(scratchFolder('tls'), 'localhost');
  provider = await startProvider([`https://localhost:${port}/_studio/auth/callback`]);
  [studio, borrowed] = await Promise.all([
    startTeamStudio(
      teamEnv(port, provider.issuer, {
        STUDIO_PUBLIC_URL: `https://localhost:${port}`,
        STUDIO_TLS_CERT_FILE: cert,
        STUDIO_TLS_KEY_FILE: key,
      }),
    ),
    borrowBrowser(),
  ]);
});

afterAll(async () => {
  await borrowed?.release();
  await studio?.stop();
  await provider?.close();
});

/** One HTTP/2 request: status and body. */
function h2(session: ClientHttp2Session, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    let status = 0;
    let body = '';
    stream.on('response', (answer) => (status = Number(answer[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status, body }));
    stream.on('error', reject);
    stream.end();
  });
}

describe('the team studio over TLS', () => {
  it('signs in over HTTPS with a __Host- session cookie, and answers HTTP/2 with the same checks', async () => {
    const carol = await signInWithBrowser(borrowed.browser, studio, 'carol');
    const cookie = (await carol.context.cookies(studio.url)).find((each) => each.name === '__Host-studio-session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    const me = await carol.context.request.get(`${studio.url}/_studio/api/team/me`);
    expect(await me.json()).toMatchObject({ role: 'publisher' });

    const session = connect(studio.url, { rejectUnauthorized: false });
    try {
      await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
      expect(session.alpnProtocol).toBe('h2');
      const me = { ':method': 'GET', ':path': '/_studio/api/team/me' };
      expect((await h2(session, me)).status).toBe(401);
      const signedIn = await h2(session, { ...me, cookie: carol.cookie });
      expect(signedIn.status).toBe(200);
      expect(JSON.parse(signedIn.body)).toMatchObject({ email: 'Carol@Example.com', role: 'publisher' });
      const publish = { ':method': 'POST', ':path': '/_studio/api/team/publish', cookie: carol.cookie };
      expect((await h2(session, publish)).status).toBe(403);
      const asked = await h2(session, {
        ...publish,
        'x-csrf-token': carol.csrfToken,
        'content-type': 'application/json',
      });
      expect(asked).toEqual({ status: 400, body: JSON.stringify({ error: 'The request was not readable JSON.' }) });
      // The studio's own endpoints come from its preview server, over HTTP/2 too.
      const files = await h2(session, { ':method': 'GET', ':path': '/_studio/api/files', cookie: carol.cookie });
      expect(files.status).toBe(200);
      expect(JSON.parse(files.body)).toMatchObject({ files: [expect.objectContaining({ file: 'pages/index.mdx' })] });
    } finally {
      session.close();
      await carol.context.close();
    }
  });
});
