import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionOf } from '../../studio/server/studio-site';
import { WorkspaceRefusal } from '../../studio/server/workspace-access';
import { WriterRefusal } from '../../studio/team/changes/branch-names';
import { WriterChanges } from '../../studio/team/changes/writer-changes';
import { createTeamRemote, type TeamRemote } from './changes-remote';

const studio = { name: 'Site studio', email: 'studio@northstar.example' };
const ada = { name: 'Ada Lovelace', email: 'ada@northstar.example' };
const grace = { name: 'Grace Hopper', email: 'grace@northstar.example' };
const cloud = 'pages/services/cloud.mdx';
const leadership = 'pages/about/leadership.mdx';

let team: TeamRemote;
let changes: WriterChanges;
const outside = mkdtempSync(join(tmpdir(), 'studio-team-outside-'));

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

async function refusalOf(action: Promise<unknown>): Promise<WorkspaceRefusal> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkspaceRefusal);
  return error as WorkspaceRefusal;
}

beforeAll(async () => {
  team = createTeamRemote('writers');
  changes = await WriterChanges.create({ dataDir: team.dataDir, remote: team.remote, studio });
});

afterAll(() => {
  team?.dispose();
  rmSync(outside, { recursive: true, force: true });
});

describe("each writer's change on its own branch", () => {
  it('gives two writers separate branches and worktrees; neither sees what the other saved; each commit is its writer’s', async () => {
    const adaChange = await changes.openChange(ada, cloud);
    const graceChange = await changes.openChange(grace, leadership);
    expect(adaChange).toMatchObject({ branch: 'studio/ada-lovelace/cloud', started: true });
    expect(graceChange).toMatchObject({ branch: 'studio/grace-hopper/leadership', started: true });
    expect(adaChange.worktree).not.toBe(graceChange.worktree);
    expect(adaChange.baseCommit).toBe(team.remoteGit('rev-parse', 'main'));

    const opened = await changes.readPage(ada, cloud);
    expect(opened.text).toBe(team.site.read(cloud));
    const adaText = opened.text.replace('Cloud that pays for itself', 'Cloud that pays its own way');
    const saved = await changes.savePage(ada, cloud, adaText, opened.version);
    expect(saved).toMatchObject({ status: 'saved', version: versionOf(adaText) });

    // Grace's change shows the page as main has it, and her own save does not reach Ada's.
    expect((await changes.readPage(grace, cloud)).text).toBe(team.site.read(cloud));
    const graceOpened = await changes.readPage(grace, leadership);
    await changes.savePage(grace, leadership, `${graceOpened.text}\nA line by Grace.\n`, graceOpened.version);
    expect((await changes.readPage(ada, leadership)).text).toBe(team.site.read(leadership));
    expect((await changes.readPage(ada, cloud)).text).toBe(adaText);

    const lastCommit = (worktree: string) => git(worktree, 'log', '-1', '--format=%an <%ae>|%cn <%ce>|%s');
    expect(lastCommit(adaChange.worktree)).toBe(
      `Ada Lovelace <ada@northstar.example>|Site studio <studio@northstar.example>|Save ${cloud}`,
    );
    expect(lastCommit(graceChange.worktree)).toBe(
      `Grace Hopper <grace@northstar.example>|Site studio <studio@northstar.example>|Save ${leadership}`,
    );
    // Only the saved file is in the commit; nothing was pushed yet.
    expect(git(adaChange.worktree, 'show', '--name-only', '--format=', 'HEAD')).toBe(cloud);
    expect(team.remoteFile('studio/ada-lovelace/cloud', cloud)).toBeUndefined();
  });

  it('continues the open change whatever page is opened next, and answers a stale save with the text there now', async () => {
    const again = await changes.openChange(ada, leadership);
    expect(again).toMatchObject({ branch: 'studio/ada-lovelace/cloud', started: false, firstPage: cloud });

    const current = await changes.readPage(ada, cloud);
    const stale = versionOf(team.site.read(cloud));
    const outcome = await changes.savePage(ada, cloud, 'text from an old tab', stale);
    expect(outcome).toEqual({
      status: 'conflict',
      conflict: {
        error: `${cloud} was saved again after you opened it (in another tab or window). Compare both versions before saving.`,
        diskText: current.text,
        diskVersion: current.version,
      },
    });
    expect((await changes.readPage(ada, cloud)).text).toBe(current.text);

    const head = git(again.worktree, 'rev-parse', 'HEAD');
    expect(await changes.savePage(ada, cloud, current.text, current.version)).toMatchObject({
      status: 'saved',
      commit: null,
    });
    expect(git(again.worktree, 'rev-parse', 'HEAD')).toBe(head);

    // A new file: version null; a second create with null is a conflict, not an overwrite.
    const fresh = 'pages/services/cloud-faq.mdx';
    const created = await changes.savePage(ada, fresh, '---\ntitle: Cloud FAQ\n---\n', null);
    expect(created).toMatchObject({ status: 'saved' });
    expect(await changes.savePage(ada, fresh, 'other', null)).toMatchObject({
      status: 'conflict',
      conflict: { error: `${fresh} exists already; choose another name.` },
    });
  });

  it('names branches from any name: accents dropped, another script by the e-mail, the same name twice numbered', async () => {
    const zoe = await changes.openChange(
      { name: 'Zoë Ångström-Łukasiewicz', email: 'zoe@northstar.example' },
      leadership,
    );
    expect(zoe.branch).toBe('studio/zoe-angstrom-lukasiewicz/leadership');
    const anu = await changes.openChange(
      { name: 'अनु शर्मा', email: 'anu.sharma@northstar.example' },
      'pages/about/index.mdx',
    );
    expect(anu.branch).toBe('studio/anu-sharma/about');
    const other = await changes.openChange({ name: 'Ada Lovelace', email: 'ada.l@elsewhere.example' }, cloud);
    expect(other.branch).toBe('studio/ada-lovelace/cloud-2');
    const han = await changes.openChange({ name: '李华', email: '李华@northstar.example' }, cloud);
    expect(han.branch).toMatch(/^studio\/writer-[0-9a-f]{8}\/cloud$/);
  });

  it('opens and saves the changes of several writers at once, each git step waiting its turn', async () => {
    const writers = ['Lin', 'Mo', 'Noor', 'Oto'].map((name) => ({
      name,
      email: `${name.toLowerCase()}@northstar.example`,
    }));
    const opened = await Promise.all(writers.map((writer) => changes.openChange(writer, cloud)));
    expect(opened.map((change) => change.branch)).toEqual([
      'studio/lin/cloud',
      'studio/mo/cloud',
      'studio/noor/cloud',
      'studio/oto/cloud',
    ]);
    const saves = await Promise.all(
      writers.map(async (writer) => {
        const page = await changes.readPage(writer, cloud);
        return changes.savePage(writer, cloud, `${page.text}\n${writer.name} was here.\n`, page.version);
      }),
    );
    expect(saves.map((save) => save.status)).toEqual(['saved', 'saved', 'saved', 'saved']);
    for (const [index, writer] of writers.entries())
      expect(git(opened[index].worktree, 'log', '-1', '--format=%an')).toBe(writer.name);
  });

  it('starts a new change from the newest main once the open one is closed', async () => {
    team.site.edit(leadership, '---', '---\n# changed on main');
    team.site.commit('A change on the live site');
    team.push();
    const before = await changes.currentChange(grace);
    await changes.closeChange(grace);
    expect(existsSync(before!.worktree)).toBe(false);
    const next = await changes.openChange(grace, leadership);
    expect(next).toMatchObject({ branch: 'studio/grace-hopper/leadership-2', started: true });
    expect(next.baseCommit).toBe(team.remoteGit('rev-parse', 'main'));
    expect((await changes.readPage(grace, leadership)).text).toContain('# changed on main');
  });
});

it("reaches an HTTPS remote with its token (or a GitHub App's current one) in a header given through git's environment, in no URL and no file", async () => {
  const seen: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(403).end('no');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}/northstar/site.git`;
    const dataDir = join(team.dataDir, '..', 'studio-data-http');
    const token = 'ghs_0123456789abcdef';
    const behind = await WriterChanges.create({ dataDir, remote, studio, remoteToken: token });
    const refusal = await refusalOf(behind.openChange(ada, cloud));
    expect(refusal.status).toBe(503);
    expect(refusal.message).toBe(
      "The studio could not reach the site's repository just now. Try again in a minute; if it keeps failing, ask whoever runs the studio to check its access to the repository.",
    );
    expect(seen.at(-1)).toBe(`Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`);
    expect(readFileSync(join(dataDir, 'site.git/config'), 'utf8')).not.toContain(token);
    expect(readdirSync(join(dataDir, 'changes'))).toEqual([]);

    // A GitHub App's tokens: each fetch asks for the current one.
    const minted = ['ghs_first', 'ghs_second'];
    const renewing = await WriterChanges.create({
      dataDir: join(team.dataDir, '..', 'studio-data-app'),
      remote,
      studio,
      remoteToken: () => Promise.resolve(minted.shift() ?? 'ghs_none'),
    });
    for (const expected of ['ghs_first', 'ghs_second']) {
      expect((await refusalOf(renewing.openChange(ada, cloud))).status).toBe(503);
      expect(seen.at(-1)).toBe(`Basic ${Buffer.from(`x-access-token:${expected}`).toString('base64')}`);
    }
    // No token to be had (GitHub out of reach): the same words, and no git run without one.
    const before = seen.length;
    const tokenless = await WriterChanges.create({
      dataDir: join(team.dataDir, '..', 'studio-data-tokenless'),
      remote,
      studio,
      remoteToken: () => Promise.reject(new Error('GitHub did not answer')),
    });
    const noToken = await refusalOf(tokenless.openChange(ada, cloud));
    expect([noToken.status, noToken.message]).toEqual([refusal.status, refusal.message]);
    expect(seen.length).toBe(before);
  } finally {
    await new Promise((done) => server.close(done));
  }
});

describe('hostile requests', () => {
  it('refuses paths outside pages/ and public/, .., absolute paths and control characters, writing nothing', async () => {
    const { worktree } = await changes.openChange(ada, cloud);
    const head = git(worktree, 'rev-parse', 'HEAD');
    for (const file of [
      'package.json',
      'src/main.tsx',
      '.git/config',
      '../../outside.txt',
      'pages/../package.json',
      'public/./x.txt',
      '/etc/passwd',
      `${outside}/x.mdx`,
      'pages/a\u0000.mdx',
      'pages\\x.mdx',
      'pages',
    ]) {
      const refusal = await refusalOf(changes.savePage(ada, file, 'overwritten', null));
      expect(refusal.status, file).toBeGreaterThanOrEqual(400);
      await refusalOf(changes.readPage(ada, file));
    }
    expect(() => changes.openChange(ada, '../package.json')).toThrow(WorkspaceRefusal);
    expect(git(worktree, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(worktree, 'status', '--porcelain')).toBe('');
  });

  it('refuses to write through a link in the worktree that leads outside, or through a linked public/', async () => {
    const { worktree } = await changes.openChange(ada, cloud);
    symlinkSync(outside, join(worktree, 'pages/escape'));
    symlinkSync(join(outside, 'target.mdx'), join(worktree, 'pages/dangling.mdx'));
    expect((await refusalOf(changes.savePage(ada, 'pages/escape/x.mdx', 'out', null))).status).toBe(403);
    expect((await refusalOf(changes.savePage(ada, 'pages/dangling.mdx', 'out', null))).status).toBe(403);
    expect(existsSync(join(outside, 'x.mdx'))).toBe(false);
    expect(existsSync(join(outside, 'target.mdx'))).toBe(false);

    // public/ itself replaced by a link out.
    rmSync(join(worktree, 'public'), { recursive: true });
    mkdirSync(join(outside, 'public'));
    symlinkSync(join(outside, 'public'), join(worktree, 'public'));
    const refusal = await refusalOf(changes.savePage(ada, 'public/robots.txt', 'out', null));
    expect(refusal.message).toBe(
      'public/ in the change studio/ada-lovelace/cloud is not a folder (a link?); the studio will not write through it.',
    );
    expect(existsSync(join(outside, 'public/robots.txt'))).toBe(false);
    rmSync(join(worktree, 'public'));
    rmSync(join(worktree, 'pages/escape'));
    rmSync(join(worktree, 'pages/dangling.mdx'));
    git(worktree, 'checkout', '--', 'public');
  });

  it('makes a safe branch name and a clean commit author from a hostile name, and refuses an e-mail that is not one address', async () => {
    const hostile = {
      name: `Mallory ../../HEAD.lock ~^:?*[\\ @{ --upload-pack=touch ${join(outside, 'pwned')} <evil@attacker.example>\nCommitter: Mallory`,
      email: 'mallory@northstar.example',
    };
    const change = await changes.openChange(hostile, 'pages/-rf--.lock.mdx');
    expect(change.branch).toMatch(/^studio\/mallory-head-lock-upload-pack-touch-[a-z0-9-]+\/rf-lock$/);
    expect(() => execFileSync('git', ['check-ref-format', '--branch', change.branch])).not.toThrow();
    expect(change.worktree.startsWith(join(team.dataDir, 'changes'))).toBe(true);

    const opened = await changes.readPage(hostile, cloud);
    await changes.savePage(hostile, cloud, `${opened.text}\nMallory was here.\n`, opened.version);
    const author = git(change.worktree, 'log', '-1', '--format=%an|%ae');
    expect(author).toBe(
      `Mallory ../../HEAD.lock ~^:?*[\\ @{ --upload-pack=touch ${join(outside, 'pwned')} evil@attacker.example Committer: Mallory|mallory@northstar.example`,
    );
    expect(
      git(change.worktree, 'cat-file', '-p', 'HEAD')
        .split('\n')
        .filter((line) => line.startsWith('committer')),
    ).toHaveLength(1);
    expect(existsSync(join(outside, 'pwned'))).toBe(false);

    for (const email of ['a@b>\nCommitter: x', 'two@a.example, three@b.example', '<x@y.example>', 'not-an-address'])
      expect(() => changes.openChange({ name: 'Eve', email }, cloud)).toThrow(WriterRefusal);
  });
});

it('keeps the data folder as the README lays it out: the bare repository, a worktree per change, a record per writer', async () => {
  expect(existsSync(join(team.dataDir, 'site.git/HEAD'))).toBe(true);
  const change = await changes.currentChange(ada);
  expect(change?.worktree).toBe(join(team.dataDir, 'changes/ada-lovelace--cloud'));
  const records = readdirSync(join(team.dataDir, 'writers'));
  const record = JSON.parse(readFileSync(join(team.dataDir, 'writers', records[0]), 'utf8')) as { branch: string };
  expect(record.branch).toMatch(/^studio\//);
});
