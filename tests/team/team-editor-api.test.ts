import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFlags } from '../../studio/team/preview-servers';
import type { FileText, PreviewResult } from '../../studio/shared/api';
import type { TeamChangeAnswer, TeamSubmitAnswer } from '../../studio/shared/team-api';
import type { GitHubStandIn } from '../review/github-stand-in';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import type { TeamRemote } from './changes-remote';
import {
  signInWithBrowser,
  startStudioOnRemote,
  type RunningStudio,
  type SignedIn,
  type StudioOnRemote,
} from './team-studio';

/**
 * The studio behind the team studio's sign-in, over HTTP as its browser app calls it: each member's
 * reads and previews from their own worktree, saves as their commits, submit, publish and the
 * refusals. The real OpenID provider, a bare repository as the remote, the GitHub stand-in, and the
 * preview servers the team studio starts.
 */

const cloud = 'pages/services/cloud.mdx';
const paragraph = 'Most enterprises are past the question of whether to use the cloud.';

let running: StudioOnRemote;
let team: TeamRemote;
let github: GitHubStandIn;
let studio: RunningStudio;
let borrowed: BorrowedBrowser;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;

beforeAll(async () => {
  [running, borrowed] = await Promise.all([startStudioOnRemote('editor-api'), borrowBrowser()]);
  ({ team, github, studio } = running);
  alice = await signInWithBrowser(borrowed.browser, studio, 'alice');
  bob = await signInWithBrowser(borrowed.browser, studio, 'bob');
  carol = await signInWithBrowser(borrowed.browser, studio, 'carol');
}, 120_000);

afterAll(async () => {
  for (const member of [alice, bob, carol]) await member?.context.close();
  await borrowed?.release();
  await running?.dispose();
});

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T>(member: SignedIn, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${studio.url}/_studio/api/${path}`, {
    method,
    headers: { cookie: member.cookie, 'x-csrf-token': member.csrfToken, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const openFile = (member: SignedIn, file: string) =>
  call<FileText & { error?: string }>(member, 'GET', `file?file=${encodeURIComponent(file)}`);

const preview = (member: SignedIn, file: string, text: string) =>
  call<PreviewResult>(member, 'POST', 'preview', { file, text });

function auditEvents(): { event: string; member?: { email: string }; file?: string; pullRequest?: number }[] {
  return readFileSync(join(team.dataDir, 'audit.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { event: string; member?: { email: string } });
}

/** The command lines of this studio's preview servers, from /proc. */
function previewServerArgs(): { pid: string; args: string[] }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return { pid, args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') };
      } catch {
        return { pid, args: [] };
      }
    })
    .filter(
      ({ args }) =>
        args.some((arg) => arg.endsWith('scripts/dev.ts')) && args.some((arg) => arg.includes(team.dataDir)),
    );
}

/** The digest of Bob's e-mail that names his preview server (`writer-…`). */
function bobKey(): string {
  return createHash('sha256').update('bob@example.com').digest('hex').slice(0, 16);
}

describe('the studio behind the team sign-in', () => {
  it('lists main’s pages before a writer opens one; opening one starts their change, on a branch of their own', async () => {
    const files = await call<{ files: { file: string }[] }>(alice, 'GET', 'files');
    expect(files.status).toBe(200);
    expect(files.body.files.map(({ file }) => file)).toContain(cloud);
    expect((await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body).toEqual({ change: null });

    const opened = await openFile(alice, cloud);
    expect(opened.status).toBe(200);
    expect(opened.body.text).toContain(paragraph);
    const { change } = (await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body;
    expect(change).toMatchObject({
      branch: 'studio/alice-writer/cloud',
      firstPage: cloud,
      files: [],
      state: 'not submitted',
    });
  });

  it('saves as a commit by the writer, which another writer does not see, in their text or their preview', async () => {
    const opened = await openFile(alice, cloud);
    const text = opened.body.text.replace(paragraph, 'Alice wrote this sentence.');
    const saved = await call<{ version: string }>(alice, 'POST', 'save', {
      file: cloud,
      text,
      version: opened.body.version,
    });
    expect(saved.status).toBe(200);
    const worktree = join(team.dataDir, 'changes', 'alice-writer--cloud');
    expect(
      execFileSync('git', ['log', '-1', '--format=%an <%ae>|%s', '--', cloud], {
        cwd: worktree,
        encoding: 'utf8',
      }).trim(),
    ).toBe(`Alice Writer <alice@example.com>|Save ${cloud}`);
    expect((await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body.change?.files).toEqual([cloud]);

    const seenByBob = await openFile(bob, 'pages/index.mdx');
    expect(seenByBob.status).toBe(200);
    expect((await openFile(bob, cloud)).body.text).toContain(paragraph);
    const bobsPreview = await preview(bob, cloud, (await openFile(bob, cloud)).body.text);
    expect(bobsPreview.body.status).toBe(200);
    expect(bobsPreview.body.html).toContain(paragraph);
    expect(bobsPreview.body.html).not.toContain('Alice wrote this sentence.');
    const alicesPreview = await preview(alice, cloud, text);
    expect(alicesPreview.body.html).toContain('Alice wrote this sentence.');
  });

  it('never renders a page holding code, and its preview server keeps answering', async () => {
    const { text } = (await openFile(alice, cloud)).body;
    for (const code of [
      '<script>alert("from the page")</script>',
      '{process.exit(1)}',
      'export const x = process.exit(1)',
    ]) {
      const answer = await preview(alice, cloud, `${text}\n${code}\n`);
      expect(answer.status).toBe(200);
      expect(answer.body.status, code).toBe(500);
      expect(answer.body.renderError, code).toContain('pages hold content, not code');
      expect(answer.body.html).not.toContain('from the page")</script>');
    }
    const check = await call<{ diagnostics: { message: string }[] }>(alice, 'POST', 'check', {
      file: cloud,
      text: `${text}\n<script>alert(1)</script>\n`,
    });
    expect(check.body.diagnostics.map(({ message }) => message).join('\n')).toContain('pages hold content, not code');
    expect((await preview(alice, cloud, text)).body.status).toBe(200);
  });

  it('runs each preview server where it can write nothing but its own folder', () => {
    const servers = previewServerArgs().map(({ args }) => args);
    // main's and each writer's who opened a page: Alice's and Bob's.
    expect(servers.length).toBe(3);
    for (const args of servers) {
      expect(args).toContain(process.versions.node.startsWith('20.') ? '--experimental-permission' : '--permission');
      expect(args.filter((arg) => arg.startsWith('--allow-fs-write='))).toEqual([
        expect.stringMatching(new RegExp(`^--allow-fs-write=${team.dataDir}/previews/(main|writer-[0-9a-f]{16})$`)),
      ]);
      expect(args).not.toContain('--allow-child-process');
    }
    // What those flags let a program do: write in its own folder, and not in the writer's worktree.
    const own = join(team.dataDir, 'previews', 'main');
    const attempt = (file: string) =>
      spawnSync(
        process.execPath,
        [...permissionFlags(own), '-e', `require('node:fs').writeFileSync(${JSON.stringify(file)}, 'x')`],
        {
          encoding: 'utf8',
        },
      );
    expect(attempt(join(own, 'probe.txt')).status).toBe(0);
    const refused = attempt(join(team.dataDir, 'changes', 'alice-writer--cloud', cloud));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('ERR_ACCESS_DENIED');
    expect(refused.stderr).not.toContain('probe');
  });

  it('starts a member’s preview server again after it died, and the studio stays up', async () => {
    const bobs = previewServerArgs().find(({ args }) =>
      args.some((arg) => arg.includes(`previews/writer-${bobKey()}`)),
    );
    expect(bobs).toBeDefined();
    process.kill(Number(bobs?.pid), 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await call<{ files: unknown[] }>(bob, 'GET', 'files')).status;
      // While it starts again the answer is 503, "try again in a moment".
      if (status !== 200) {
        expect(status).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    expect(status).toBe(200);
    expect(studio.output()).toMatch(
      /preview server writer-[0-9a-f]{16} ended \(SIGKILL\); the next request starts it again/,
    );
  });

  it('refuses a file outside pages/ and public/, whatever it is called', async () => {
    for (const file of [
      '../../../etc/passwd',
      '/etc/passwd',
      'pages/../src/entry-server.tsx',
      'src/entry-server.tsx',
      '.git/config',
    ]) {
      // 403 for a name outside; 400 for one that climbs (`..`), as the local studio answers.
      const read = await openFile(bob, file);
      expect([400, 403], file).toContain(read.status);
      expect(read.body.text, file).toBeUndefined();
      const write = await call<{ error: string }>(bob, 'POST', 'save', { file, text: 'x', version: null });
      expect([400, 403], file).toContain(write.status);
    }
    const outside = await call<{ error: string }>(bob, 'POST', 'save', {
      file: 'pages/x.mdx',
      text: 'x',
      version: 'nope',
    });
    expect(outside.status).toBe(409);
  });

  it('serves the studio’s code and the site’s files to a member, and nothing else of the project or the data folder', async () => {
    const get = async (path: string) =>
      (await fetch(`${studio.url}${path}`, { headers: { cookie: bob.cookie }, redirect: 'manual' })).status;
    expect(await get('/src/entry-client.ts')).toBe(200);
    expect(await get('/@vite/client')).toBe(200);
    expect(await get('/images/logo.svg')).toBe(200);
    expect(await get('/services/cloud')).toBe(200);
    for (const path of [
      '/README.md',
      '/package.json',
      '/tests/team/oidc-provider.ts',
      '/studio/team/team-settings.ts?raw',
      '/server/settings.ts',
      '/.git/config',
      '/.env',
      '/@fs/etc/passwd',
      `/@fs${team.dataDir}/audit.jsonl`,
      `/@fs${team.dataDir}/changes/alice-writer--cloud/${cloud}`,
      '/src/../package.json',
      '/%2e%2e/package.json',
    ])
      expect(await get(path), path).toBe(404);
    // Without a session, not even the code.
    expect((await fetch(`${studio.url}/src/entry-client.ts`)).status).toBe(404);
  });

  it('submits with the review report, refuses a writer publishing, and publishes for a publisher once checks pass', async () => {
    const submitted = await call<TeamSubmitAnswer>(alice, 'POST', 'team/submit', {});
    expect(submitted.status).toBe(200);
    if (submitted.body.status !== 'submitted') throw new Error('no pull request');
    const { number } = submitted.body.pullRequest;
    const pull = github.pullRequests().find((each) => each.number === number);
    expect(pull?.body).toContain('# Site review');
    expect(team.remoteFile('studio/alice-writer/cloud', cloud)).toContain('Alice wrote this sentence.');
    expect((await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body.change?.state).toBe('open');

    const writerPublishing = await call<{ error: string }>(alice, 'POST', 'team/publish', { number });
    expect(writerPublishing.status).toBe(403);
    const waiting = await call<{ changes: { number: number }[] }>(carol, 'GET', 'team/changes');
    expect(waiting.body.changes.map((each) => each.number)).toEqual([number]);
    const unchecked = await call<{ error: string }>(carol, 'POST', 'team/publish', { number });
    expect(unchecked.status).toBe(409);
    expect(unchecked.body.error).toContain('no checks have reported on it');

    const head = pull?.head.sha ?? '';
    github.setCommitStatus(head, 'site review', 'success');
    github.setCheckRun(head, 'build', 'completed', 'success');
    const published = await call<{ published: boolean }>(carol, 'POST', 'team/publish', { number });
    expect(published.status).toBe(200);
    expect(team.remoteFile('main', cloud)).toContain('Alice wrote this sentence.');
    expect((await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body.change?.state).toBe('merged');
    // A member without a change now sees main with it.
    expect((await openFile(carol, cloud)).body.text).toContain('Alice wrote this sentence.');
  });

  it('gives the second writer on the same place the three texts, and submits their choice', async () => {
    const opened = await openFile(bob, cloud);
    const bobsText = opened.body.text.replace(paragraph, 'Bob wrote this sentence instead.');
    expect(
      (await call(bob, 'POST', 'save', { file: cloud, text: bobsText, version: opened.body.version })).status,
    ).toBe(200);
    const conflict = await call<TeamSubmitAnswer>(bob, 'POST', 'team/submit', {});
    expect(conflict.status).toBe(200);
    if (conflict.body.status !== 'conflict') throw new Error('expected the three texts');
    const [file] = conflict.body.files;
    expect(file).toMatchObject({ file: cloud, binary: false });
    expect(file.baseText).toContain(paragraph);
    expect(file.writerText).toContain('Bob wrote this sentence instead.');
    expect(file.mainText).toContain('Alice wrote this sentence.');
    const chosen = (file.writerText ?? '').replace('Bob wrote this sentence instead.', 'Alice and Bob agreed on this.');
    const resolved = await call<TeamSubmitAnswer>(bob, 'POST', 'team/submit', {
      resolution: {
        mainCommit: conflict.body.mainCommit,
        headCommit: conflict.body.headCommit,
        texts: { [cloud]: chosen },
      },
    });
    expect(resolved.body.status).toBe('submitted');
    expect(team.remoteFile('studio/bob-writer/index', cloud)).toContain('Alice and Bob agreed on this.');
  });

  it('closes a published change, so the next page opened starts a new one', async () => {
    expect((await call(bob, 'POST', 'team/close', {})).status).toBe(409);
    expect((await call(alice, 'POST', 'team/close', {})).status).toBe(200);
    expect((await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body).toEqual({ change: null });
    await openFile(alice, 'pages/index.mdx');
    expect((await call<TeamChangeAnswer>(alice, 'GET', 'team/change')).body.change?.branch).toBe(
      'studio/alice-writer/index',
    );
  });

  it('keeps who opened, saved, submitted, published and closed what in the audit log', () => {
    const events = auditEvents().map(({ event, member, file, pullRequest }) =>
      [event, member?.email, file ?? pullRequest].join(' '),
    );
    expect(events).toEqual(
      expect.arrayContaining([
        `open alice@example.com ${cloud}`,
        `save alice@example.com ${cloud}`,
        `save bob@example.com ${cloud}`,
        `submit alice@example.com 101`,
        `publish Carol@Example.com 101`,
        `close alice@example.com ${cloud}`,
      ]),
    );
  });

  it('names a change a new page started after that page', async () => {
    const dave = await signInWithBrowser(borrowed.browser, studio, 'dave');
    try {
      expect((await call<TeamChangeAnswer>(dave, 'GET', 'team/change')).body).toEqual({ change: null });
      const made = await call<FileText>(dave, 'POST', 'new', { kind: 'blog-post', title: 'Quantum readiness' });
      expect(made.status).toBe(200);
      expect(made.body.file).toMatch(/^pages\/.*quantum-readiness\.mdx$/);
      const { change } = (await call<TeamChangeAnswer>(dave, 'GET', 'team/change')).body;
      expect(change).toMatchObject({ firstPage: made.body.file, files: [made.body.file] });
    } finally {
      await dave.context.close();
    }
  });
});
