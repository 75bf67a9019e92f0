import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitHubRequest } from '../../review/github/github-rest';
import { WorkspaceRefusal } from '../../studio/server/workspace-access';
import { mergeTexts, mergedText, overlapsOf } from '../../studio/shared/three-way-merge';
import {
  changeState,
  fitBody,
  publishChange,
  PublishRefusal,
  submitChange,
  submittedChanges,
  type PullRequestTarget,
  type SubmitConflict,
  type Submitted,
} from '../../studio/team/changes/submit';
import { reviewReportFor } from '../../studio/team/changes/review-report';
import { WriterChanges } from '../../studio/team/changes/writer-changes';
import { startGitHubStandIn, type GitHubStandIn } from '../review/github-stand-in';
import { createTeamRemote, type TeamRemote } from './changes-remote';

const studio = { name: 'Site studio', email: 'studio@northstar.example' };
const ada = { name: 'Ada Lovelace', email: 'ada@northstar.example', role: 'writer' as const };
const grace = { name: 'Grace Hopper', email: 'grace@northstar.example', role: 'writer' as const };
const pat = { name: 'Pat Publisher', email: 'pat@northstar.example', role: 'publisher' as const };
const cloud = 'pages/services/cloud.mdx';
const paragraph = 'Most enterprises are past the question of whether to use the cloud.';
const adaSentence = 'Most enterprises moved to the cloud long ago.';
const graceSentence = 'Nearly every enterprise already runs on the cloud.';

let team: TeamRemote;
let github: GitHubStandIn;
let changes: WriterChanges;
let target: PullRequestTarget;
const reportFor = ({ branch, mainCommit }: { branch: string; mainCommit: string }) =>
  Promise.resolve(`## Site review\n\n${branch} against ${mainCommit.slice(0, 7)}: 1 page changed.`);

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

async function caught<T extends Error>(action: Promise<unknown>, kind: new (...args: never[]) => T): Promise<T> {
  const error = await action.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  return error as T;
}

async function edit(writer: typeof ada, from: string, to: string): Promise<void> {
  await changes.openChange(writer, cloud);
  const page = await changes.readPage(writer, cloud);
  expect(page.text).toContain(from);
  expect(await changes.savePage(writer, cloud, page.text.replace(from, to), page.version)).toMatchObject({
    status: 'saved',
  });
}

function passChecks(sha: string): void {
  github.setCommitStatus(sha, 'site review', 'success');
  github.setCheckRun(sha, 'build', 'completed', 'success');
}

beforeAll(async () => {
  team = createTeamRemote('submit');
  github = await startGitHubStandIn({ remote: team.remote });
  target = { github: { apiUrl: github.apiUrl, token: github.token, retryDelayMs: 10 }, repository: github.repository };
  changes = await WriterChanges.create({ dataDir: team.dataDir, remote: team.remote, studio });
});

afterAll(async () => {
  await github?.close();
  team?.dispose();
});

describe('submit, state and publish', () => {
  let adaNumber = 0;
  let adaHead = '';
  let graceConflict: SubmitConflict;

  it('submits a change: pushes its branch and opens a pull request with the report as its body', async () => {
    await edit(ada, paragraph, adaSentence);
    await edit(grace, paragraph, graceSentence);
    const main = team.remoteGit('rev-parse', 'main');

    expect(await changeState(changes, target, ada)).toEqual({
      state: 'not submitted',
      requestedBy: [],
      approvedBy: [],
    });
    await changes.openChange(pat, cloud);
    expect((await caught(submitChange(changes, target, pat, { reportFor }), WorkspaceRefusal)).message).toBe(
      'There is nothing to submit yet: save a change to a page first, then submit.',
    );
    expect(team.remoteFile('studio/pat-publisher/cloud', cloud)).toBeUndefined();
    const submitted = (await submitChange(changes, target, ada, { reportFor })) as Submitted;
    expect(submitted).toMatchObject({ status: 'submitted', created: true });
    adaNumber = submitted.pullRequest.number;
    adaHead = submitted.commit;
    const [pull] = github.pullRequests();
    expect(pull).toMatchObject({
      number: adaNumber,
      title: `${cloud}, by Ada Lovelace`,
      body: `## Site review\n\nstudio/ada-lovelace/cloud against ${main.slice(0, 7)}: 1 page changed.`,
      head: { ref: 'studio/ada-lovelace/cloud', sha: adaHead },
      base: { ref: 'main' },
      state: 'open',
    });
    expect(team.remoteFile('studio/ada-lovelace/cloud', cloud)).toContain(adaSentence);
    expect(team.remoteGit('rev-parse', 'main')).toBe(main);
    expect(await submittedChanges(target)).toEqual([
      {
        number: adaNumber,
        url: `https://github.example/${github.repository}/pull/${adaNumber}`,
        title: `${cloud}, by Ada Lovelace`,
        branch: 'studio/ada-lovelace/cloud',
        headCommit: adaHead,
      },
    ]);

    // Submitting again updates the same pull request's body. While Ada's report is made (a review
    // takes half a minute), Grace can still save: only Ada's own change waits for it.
    let graceSaved = false;
    const again = (await submitChange(changes, target, ada, {
      reportFor: async () => {
        const page = await changes.readPage(grace, 'pages/about/index.mdx');
        const save = changes.savePage(
          grace,
          'pages/about/index.mdx',
          `${page.text}\nGrace saved this.\n`,
          page.version,
        );
        const waited = new Promise<'waited'>((done) => setTimeout(() => done('waited'), 10_000).unref());
        graceSaved = (await Promise.race([save, waited])) !== 'waited';
        return 'The report, made again.';
      },
    })) as Submitted;
    expect(graceSaved).toBe(true);
    expect(again).toMatchObject({ status: 'submitted', created: false, pullRequest: { number: adaNumber } });
    expect(github.pullRequests()).toHaveLength(1);
    expect(github.pullRequests()[0].body).toBe('The report, made again.');
  });

  it('reads "changes requested" from the reviews, and "open" again once the reviewer approves', async () => {
    expect(await changeState(changes, target, ada)).toMatchObject({ state: 'open', requestedBy: [] });
    github.addReview(adaNumber, 'COMMENTED', 'sam', 'Looks fine at a glance');
    github.addReview(adaNumber, 'CHANGES_REQUESTED', 'sam', 'Say "long ago" more precisely');
    expect(await changeState(changes, target, ada)).toMatchObject({
      state: 'changes requested',
      requestedBy: ['sam'],
      pullRequest: { number: adaNumber, headCommit: adaHead },
    });
    github.addReview(adaNumber, 'APPROVED', 'sam');
    expect(await changeState(changes, target, ada)).toMatchObject({
      state: 'open',
      requestedBy: [],
      approvedBy: ['sam'],
    });
  });

  it('refuses to publish for a writer, and while checks are missing, pending or failed, saying which', async () => {
    const before = github.requests.length;
    const writer = await caught(publishChange(target, grace, adaNumber), PublishRefusal);
    expect(writer).toMatchObject({ code: 'not-publisher', status: 403 });
    expect(writer.message).toBe(
      'Only publishers can publish a change. Submit it for review and a publisher will publish it.',
    );
    expect(github.requests.length).toBe(before);

    expect(await caught(publishChange(target, pat, adaNumber), PublishRefusal)).toMatchObject({ code: 'no-checks' });
    github.setCommitStatus(adaHead, 'site review', 'success');
    github.setCheckRun(adaHead, 'build', 'in_progress');
    const pending = await caught(publishChange(target, pat, adaNumber), PublishRefusal);
    expect(pending.message).toBe(
      `Change #${adaNumber} cannot be published yet: this check has not finished: build. Publish again when it passes.`,
    );
    github.setCheckRun(adaHead, 'build', 'completed', 'failure');
    github.setCommitStatus(adaHead, 'links', 'error');
    const failed = await caught(publishChange(target, pat, adaNumber), PublishRefusal);
    expect(failed).toMatchObject({ code: 'checks-failed', status: 409 });
    expect(failed.message).toBe(
      `Change #${adaNumber} cannot be published: these checks failed: links (error), build (failure). The writer fixes the change and submits it again.`,
    );
    expect(github.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(github.pullRequests()[0].state).toBe('open');
  });

  it('publishes once the checks pass: the remote main gets the change', async () => {
    github.setCommitStatus(adaHead, 'links', 'success');
    passChecks(adaHead);
    const published = await publishChange(target, pat, adaNumber);
    expect(published.headCommit).toBe(adaHead);
    expect(team.remoteGit('rev-parse', 'main')).toBe(published.commit);
    expect(team.remoteFile('main', cloud)).toContain(adaSentence);
    expect(await changeState(changes, target, ada)).toMatchObject({ state: 'merged' });
    expect(await caught(publishChange(target, pat, adaNumber), PublishRefusal)).toMatchObject({ code: 'not-open' });
  });

  it('answers the second writer on the same paragraph with the three texts, changing nothing', async () => {
    const { worktree } = (await changes.currentChange(grace))!;
    const head = git(worktree, 'rev-parse', 'HEAD');
    const answer = await submitChange(changes, target, grace, { reportFor });
    expect(answer.status).toBe('conflict');
    graceConflict = answer as SubmitConflict;
    expect(graceConflict.error).toBe(
      `${cloud} (line 19) was changed on the live site while you worked on it, in the same place as your change. Choose what to keep in each place marked, then submit again.`,
    );
    expect(graceConflict).toMatchObject({ mainCommit: team.remoteGit('rev-parse', 'main'), headCommit: head });
    expect(graceConflict.files).toHaveLength(1);
    const [file] = graceConflict.files;
    expect(file).toMatchObject({ file: cloud, binary: false, lines: [19] });
    expect(file.writerText!.split('\n')[18]).toContain(graceSentence);
    expect(file.baseText).toBe(team.site.read(cloud));
    expect(file.writerText).toContain(graceSentence);
    expect(file.mainText).toContain(adaSentence);

    // Nothing changed: the branch as Grace saved it, no merge left half done, nothing pushed.
    expect(git(worktree, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(worktree, 'status', '--porcelain')).toBe('');
    expect(existsSync(join(git(worktree, 'rev-parse', '--absolute-git-dir'), 'MERGE_HEAD'))).toBe(false);
    expect(team.remoteFile('studio/grace-hopper/cloud', cloud)).toBeUndefined();
    expect(github.pullRequests()).toHaveLength(1);
  });

  it('takes the resolution the conflict dialog makes, and opens the pull request with main merged in', async () => {
    const [file] = graceConflict.files;
    // The studio's three-way merge, as the conflict dialog runs it: one place both changed.
    const parts = mergeTexts(file.baseText, file.writerText!, file.mainText!);
    expect(overlapsOf(parts)).toHaveLength(1);
    const resolved = mergedText(parts, ['both']);
    expect(resolved).toContain(adaSentence);
    expect(resolved).toContain(graceSentence);

    const stale = { ...graceConflict, headCommit: graceConflict.mainCommit };
    expect(
      (
        await caught(
          submitChange(changes, target, grace, {
            reportFor,
            resolution: { mainCommit: stale.mainCommit, headCommit: stale.headCommit, texts: { [cloud]: resolved } },
          }),
          WorkspaceRefusal,
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await caught(
          submitChange(changes, target, grace, {
            reportFor,
            resolution: {
              mainCommit: graceConflict.mainCommit,
              headCommit: graceConflict.headCommit,
              texts: { [cloud]: resolved, 'pages/about/index.mdx': 'not in conflict' },
            },
          }),
          WorkspaceRefusal,
        )
      ).message,
    ).toBe('pages/about/index.mdx did not differ from the live site; submit again to see which files do.');

    const submitted = await submitChange(changes, target, grace, {
      reportFor,
      resolution: {
        mainCommit: graceConflict.mainCommit,
        headCommit: graceConflict.headCommit,
        texts: { [cloud]: resolved },
      },
    });
    expect(submitted).toMatchObject({ status: 'submitted', created: true });
    const { worktree } = (await changes.currentChange(grace))!;
    expect(git(worktree, 'log', '-1', '--format=%an|%cn|%P')).toMatch(
      /^Grace Hopper\|Site studio\|[0-9a-f]+ [0-9a-f]+$/,
    );
    expect(team.remoteFile('studio/grace-hopper/cloud', cloud)).toBe(resolved);
    expect(() => team.remoteGit('merge-base', '--is-ancestor', 'main', 'studio/grace-hopper/cloud')).not.toThrow();

    // Published, main has both sentences.
    const number = (submitted as Submitted).pullRequest.number;
    passChecks((submitted as Submitted).commit);
    // Two publishers at once: one merges, the other is told it is published already.
    const both = await Promise.allSettled([publishChange(target, pat, number), publishChange(target, pat, number)]);
    expect(both.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const late = both.find((outcome) => outcome.status === 'rejected');
    expect(late?.reason).toMatchObject({ code: 'not-open', message: `Change #${number} is published already.` });
    // Both got as far as the merge: the second learnt it only from GitHub's 405.
    const merges = github.requests.filter(
      (request) => request.method === 'PUT' && request.path.endsWith(`/pulls/${number}/merge`),
    );
    expect(merges.map((request) => request.status)).toEqual([200, 405]);
    expect(team.remoteFile('main', cloud)).toBe(resolved);
    expect(await changeState(changes, target, grace)).toMatchObject({ state: 'merged' });
  });

  it('lets the writer keep one side of a photo both added, which has no lines to merge', async () => {
    const kai = { name: 'Kai', email: 'kai@northstar.example' };
    const photo = 'public/images/team-photo.png';
    const png = (fill: number) =>
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.alloc(64, fill),
      ]);
    await changes.openChange(kai, photo);
    expect(await changes.savePage(kai, photo, png(1), null)).toMatchObject({ status: 'saved' });
    team.pull();
    writeFileSync(join(team.site.root, photo), png(2));
    team.site.commit('Another photo under the same name on the live site');
    team.push();

    const conflict = (await submitChange(changes, target, kai, { reportFor })) as SubmitConflict;
    expect(conflict.status).toBe('conflict');
    expect(conflict.files).toMatchObject([{ file: photo, binary: true, baseText: null, lines: [] }]);
    const { mainCommit, headCommit } = conflict;
    expect(
      (
        await caught(
          submitChange(changes, target, kai, {
            reportFor,
            resolution: { mainCommit, headCommit, texts: {}, keep: { [photo]: 'writer', '../../etc/passwd': 'main' } },
          }),
          WorkspaceRefusal,
        )
      ).message,
    ).toBe('../../etc/passwd did not differ from the live site; submit again to see which files do.');
    const submitted = await submitChange(changes, target, kai, {
      reportFor,
      resolution: { mainCommit, headCommit, texts: {}, keep: { [photo]: 'writer' } },
    });
    expect(submitted.status).toBe('submitted');
    const kept = execFileSync('git', ['hash-object', '--stdin'], { input: png(1), encoding: 'utf8' }).trim();
    expect(team.remoteGit('rev-parse', `studio/kai/team-photo:${photo}`)).toBe(kept);
  });

  it('puts the review report in the body; refuses to publish a head that moved after its checks; reads a closed pull request as closed', async () => {
    await changes.closeChange(ada);
    await edit(ada, adaSentence, 'Most enterprises moved to the cloud a decade ago.');
    // This submit's body is the real review report of the change (two builds, about 15 s here).
    const first = (await submitChange(changes, target, ada, {
      reportFor: reviewReportFor({ nodeModules: join(import.meta.dirname, '../../node_modules') }),
    })) as Submitted;
    const body = github.pullRequests().find((pull) => pull.number === first.pullRequest.number)!.body;
    expect(body).toMatch(/^# Site review: `[0-9a-f]{7}` → working tree\n/);
    expect(body).toContain(
      '- `/services/cloud` — Cloud Services: text. Changed by `pages/services/cloud.mdx` (its own file)',
    );
    expect(body).toContain('Most enterprises moved to the cloud ~~long~~ **a decade** ago.');
    expect(git((await changes.currentChange(ada))!.worktree, 'status', '--porcelain')).toBe('');
    passChecks(first.commit);
    // A save and a submit after the checks passed: the new head has no checks yet.
    await edit(ada, 'a decade ago', 'ten years ago');
    const second = (await submitChange(changes, target, ada, { reportFor })) as Submitted;
    expect(second.pullRequest.number).toBe(first.pullRequest.number);
    expect(await caught(publishChange(target, pat, first.pullRequest.number), PublishRefusal)).toMatchObject({
      code: 'no-checks',
    });
    // A pull request a developer opened is not the studio's to list.
    team.remoteGit('branch', 'upgrade-vite', 'main');
    await gitHubRequest(target.github, {
      method: 'POST',
      path: `/repos/${github.repository}/pulls`,
      body: { title: 'Upgrade Vite', head: 'upgrade-vite', base: 'main' },
      retry: false,
    });
    expect((await submittedChanges(target)).map((change) => change.branch)).toEqual([
      'studio/kai/team-photo',
      'studio/ada-lovelace/cloud-2',
    ]);
    github.closePullRequest(first.pullRequest.number);
    expect(await changeState(changes, target, ada)).toMatchObject({ state: 'closed' });
  });

  it('cuts a report longer than GitHub takes at a line end, saying so', () => {
    const long = Array.from({ length: 5000 }, (_, index) => `line ${index} of the report`).join('\n');
    const body = fitBody(long);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(
      body.endsWith(
        '_The report is longer than GitHub takes in a pull request, so it ends here; the studio shows all of it._',
      ),
    ).toBe(true);
    expect(fitBody('short')).toBe('short');
  });
});
