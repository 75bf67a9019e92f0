import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubStandIn } from '../review/github-stand-in';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import type { TeamRemote } from './changes-remote';
import { axeViolations } from '../studio-axe';
import { cursorAfter, pageText } from '../studio/harness';
import {
  signInWithBrowser,
  startStudioOnRemote,
  type RunningStudio,
  type SignedIn,
  type StudioOnRemote,
} from './team-studio';

/**
 * The studio for a team in Chromium, as issue 45 asks: two writers and a publisher signed in
 * through the real OpenID provider in three browser contexts at once, the site's repository a real
 * bare remote and GitHub the REST stand-in. Each writer writes a page in Write mode (never Source)
 * and saves it, both submit for review, the publisher publishes one, and each writer's bar shows
 * where their change stands; axe checks the team bar and the publisher's dialogs.
 */

const writers = {
  alice: {
    login: 'alice',
    file: 'pages/services/cloud.mdx',
    paragraph: 'We move, modernise and run enterprise workloads',
    added: ' Alice wrote this in the team studio.',
  },
  bob: {
    login: 'bob',
    file: 'pages/services/automation.mdx',
    paragraph: 'We combine process mining, bots, document AI',
    added: ' Bob wrote this in the team studio.',
  },
} as const;

/** Generous: three preview servers and two review reports share two cores with other sessions. */
const slow = { timeout: 240_000 };

let running: StudioOnRemote;
let studio: RunningStudio;
let borrowed: BorrowedBrowser;
let team: TeamRemote;
let github: GitHubStandIn;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
const problems: string[] = [];

beforeAll(async () => {
  [running, borrowed] = await Promise.all([startStudioOnRemote('editor'), borrowBrowser()]);
  ({ team, github, studio } = running);
  // carol is a publisher by the e-mail list (teamEnv's STUDIO_PUBLISHERS).
  [alice, bob, carol] = await Promise.all(
    ['alice', 'bob', 'carol'].map((login) => signInWithBrowser(borrowed.browser, studio, login)),
  );
  for (const [name, member] of Object.entries({ alice, bob, carol })) {
    member.page.setDefaultTimeout(60_000);
    member.page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
  }
  // One writer on a 1024 px screen, the narrow layout.
  await bob.page.setViewportSize({ width: 1024, height: 768 });
}, 180_000);

// On a failure: each member's screen (tests/.tmp/team-editor-<login>.png) and the studio's last words.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  for (const [name, member] of Object.entries({ alice, bob, carol }))
    await member?.page.screenshot({ path: `tests/.tmp/team-editor-${name}.png` }).catch(() => undefined);
  console.log(studio.output().slice(-4000));
});

afterAll(async () => {
  for (const member of [alice, bob, carol]) await member?.context.close();
  await borrowed?.release();
  await running?.dispose();
});

function teamBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Your change' });
}

/** The pull request opened from a writer's branch, as the stand-in holds it. */
function pullRequestOf(writer: string) {
  const pull = github.pullRequests().find((each) => each.head.ref.startsWith(`studio/${writer}/`));
  if (!pull) throw new Error(`no pull request from ${writer}’s branch`);
  return pull;
}

describe('two writers and a publisher in the team studio at once', () => {
  it('signs each in to the studio with their name and role; only the publisher has Publish and Activity', async () => {
    for (const [member, who] of [
      [alice, 'Alice Writer · Writer'],
      [bob, 'Bob Writer · Writer'],
      [carol, 'Carol Publisher · Publisher'],
    ] as const) {
      const bar = teamBar(member.page);
      await bar.getByText(who).waitFor(slow);
      await bar.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await member.page.getByRole('button', { name: 'Changes', exact: true }).count()).toBe(0);
    }
    await teamBar(alice.page).getByText('Open a page to start a change.').waitFor();
    expect(await teamBar(alice.page).getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await teamBar(bob.page).getByRole('button', { name: 'Activity' }).count()).toBe(0);
    // Reached with Tab, one after another.
    await teamBar(carol.page).getByRole('button', { name: 'Publish', exact: true }).focus();
    const focused = () => carol.page.evaluate(() => document.activeElement?.textContent);
    await carol.page.keyboard.press('Tab');
    expect(await focused()).toBe('Activity');
    await carol.page.keyboard.press('Tab');
    expect(await focused()).toBe('Sign out');
  }, 300_000);

  it('each writer writes a page in Write mode and saves it, on a change of their own', async () => {
    await Promise.all(
      [
        [alice, writers.alice],
        [bob, writers.bob],
      ].map(async ([member, writer]) => {
        const { page } = member as SignedIn;
        const { file, paragraph, added } = writer as (typeof writers)['alice'];
        await page.goto(`${studio.url}/_studio/?file=${encodeURIComponent(file)}`);
        await pageText(page).waitFor(slow);
        expect(await page.getByRole('button', { name: 'Write', exact: true }).getAttribute('aria-pressed')).toBe(
          'true',
        );
        await cursorAfter(page, paragraph);
        await page.keyboard.insertText(added);
        await page.getByRole('status').getByText('Unsaved changes').waitFor();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('status').getByText('Saved', { exact: true }).waitFor(slow);
        const bar = teamBar(page);
        await bar.getByText(`${file.replace('pages/', '')}, started`).waitFor(slow);
        await bar.getByRole('status').getByText('Not submitted').waitFor();
      }),
    );
    // Neither sees the other's page in their change.
    expect(await teamBar(alice.page).textContent()).not.toContain('automation');
    expect(await teamBar(bob.page).textContent()).not.toContain('cloud');
    expect(await alice.page.getByRole('button', { name: 'Source', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  }, 300_000);

  it('both submit at once: the review report is made while the editor stays usable, then each waits for review', async () => {
    await Promise.all(
      [alice, bob].map(async ({ page }) => {
        const bar = teamBar(page);
        await bar.getByRole('button', { name: 'Submit for review' }).click();
        await bar.getByText(/Submitting: the review report of your change is being made/).waitFor();
        // The editor is not held while the report is made.
        expect(await pageText(page).isEditable()).toBe(true);
        await bar.getByText(/Submitted for review as change #\d+\./).waitFor(slow);
        await bar.getByRole('status').getByText('Submitted, waiting for review').waitFor(slow);
      }),
    );
    const pull = pullRequestOf('alice-writer');
    expect(await teamBar(alice.page).getByRole('link', { name: 'See the review on GitHub' }).getAttribute('href')).toBe(
      pull.html_url,
    );
    expect(
      github
        .pullRequests()
        .map((each) => each.head.ref)
        .sort(),
    ).toEqual(['studio/alice-writer/cloud', 'studio/bob-writer/automation']);
  }, 600_000);

  it('the publisher sees both, is told why one cannot be published while its checks run, then publishes it', async () => {
    const { page } = carol;
    await teamBar(page).getByRole('button', { name: 'Publish', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    const alicePull = pullRequestOf('alice-writer');
    const publishAlice = dialog.getByRole('button', {
      name: `Publish “${alicePull.title}” (change #${alicePull.number})`,
    });
    await publishAlice.waitFor();
    await dialog
      .getByRole('link', { name: `See the review of change #${pullRequestOf('bob-writer').number} on GitHub` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The build is still running on GitHub: the refusal says so, beside the change, in words.
    github.setCheckRun(alicePull.head.sha, 'build', 'in_progress');
    await publishAlice.click();
    await dialog
      .getByText(`Change #${alicePull.number} cannot be published yet: this check has not finished: build.`)
      .waitFor();
    expect(team.remoteFile('main', writers.alice.file)).not.toContain(writers.alice.added.trim());

    github.setCommitStatus(alicePull.head.sha, 'site review', 'success');
    github.setCheckRun(alicePull.head.sha, 'build', 'completed', 'success');
    await publishAlice.click();
    await dialog.getByText(`Published: “${alicePull.title}” is on its way to the live site.`).waitFor(slow);
    expect(team.remoteFile('main', writers.alice.file)).toContain(writers.alice.added.trim());
    expect(team.remoteFile('main', writers.bob.file)).not.toContain(writers.bob.added.trim());
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  }, 300_000);

  it('each writer sees where their change stands within the 30 s refresh: published, or changes requested', async () => {
    github.addReview(pullRequestOf('bob-writer').number, 'CHANGES_REQUESTED', 'carol-reviews');
    const aliceBar = teamBar(alice.page);
    const bobBar = teamBar(bob.page);
    await Promise.all([
      aliceBar.getByRole('status').getByText('Published (merged)').waitFor({ timeout: 45_000 }),
      bobBar.getByRole('status').getByText('Changes requested by carol-reviews').waitFor({ timeout: 45_000 }),
    ]);
    await aliceBar.getByRole('button', { name: 'Start a new change' }).waitFor();
    expect(await aliceBar.getByRole('button', { name: /Submit/ }).count()).toBe(0);
    await bobBar.getByRole('button', { name: 'Submit again' }).waitFor();
    expect(await axeViolations(alice.page)).toEqual([]);
    expect(await axeViolations(bob.page)).toEqual([]);
  }, 120_000);

  it('a writer who changed the same words as the published change chooses in the conflict dialog, then submits', async () => {
    const { page } = bob;
    const file = writers.alice.file;
    // Bob's change started before Alice's was published: his copy of her page is as it was.
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('Cloud Services');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /^Cloud Services/ })
      .click();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue(), slow).toBe('Cloud Services');
    await pageText(page).getByText(writers.alice.paragraph).waitFor(slow);
    expect(await pageText(page).textContent()).not.toContain(writers.alice.added.trim());
    await cursorAfter(page, writers.alice.paragraph);
    await page.keyboard.insertText(' Bob wrote this over the same words.');
    await page.getByRole('status').getByText('Unsaved changes').waitFor();
    // Submit saves the unsaved text first.
    const bar = teamBar(page);
    await bar.getByRole('button', { name: 'Submit again' }).click();
    const dialog = page.getByRole('dialog', { name: 'The live site changed this page meanwhile' });
    await dialog.waitFor(slow);
    await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();
    expect(await dialog.getByLabel(/: yours$/).textContent()).toContain('Bob wrote this over the same words.');
    expect(await dialog.getByLabel(/: the published version$/).textContent()).toContain(writers.alice.added.trim());
    expect(await axeViolations(page)).toEqual([]);
    expect(await dialog.getByRole('radio', { name: 'Keep yours' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Submit with these choices' }).click();
    await bar.getByText(/Change #\d+ was updated with your newest saves\./).waitFor(slow);
    const branch = pullRequestOf('bob-writer').head.ref;
    const submitted = team.remoteFile(branch, file) ?? '';
    expect(submitted).toContain('Bob wrote this over the same words.');
    expect(submitted).not.toContain(writers.alice.added.trim());
    // The live site's main is merged in: Bob's own page is there, and nothing is left to resolve.
    expect(team.remoteFile(branch, writers.bob.file)).toContain(writers.bob.added.trim());
  }, 600_000);

  it('shows the publisher who did what in Activity, in the reader’s words', async () => {
    const { page } = carol;
    await teamBar(page).getByRole('button', { name: 'Activity' }).click();
    const table = page.getByRole('dialog', { name: 'Activity' }).getByRole('table');
    const row = (...cells: string[]) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: cells[0], exact: true }) })
        .filter({
          hasText: cells.slice(1).join(''),
        });
    await row('Alice Writer (writer)', 'Saved', 'services/cloud.mdx').first().waitFor();
    await row('Carol Publisher (publisher)', 'Published', `Change #${pullRequestOf('alice-writer').number}`)
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }, 120_000);

  it('tells a member whose session ended, and signs them in again from the link', async () => {
    const { page, context } = carol;
    // The session cookie gone, as when the session idled out or the studio restarted.
    await context.clearCookies();
    const bar = teamBar(page);
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish' })
      .getByRole('button', { name: 'Close', exact: true })
      .first()
      .click();
    await bar.getByText('You are signed out: your session ended. Your unsaved text is kept in this browser.').waitFor();
    await bar.getByRole('link', { name: 'Sign in again' }).click();
    await page.locator('input[name="login"]').fill('carol');
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    await teamBar(page).getByText('Carol Publisher · Publisher').waitFor(slow);
    await teamBar(page).getByRole('button', { name: 'Activity' }).waitFor();
  }, 300_000);

  it('a writer who reloads the studio gets their page, as they saved it, and their change back', async () => {
    const { page } = bob;
    await page.reload();
    await pageText(page).getByText('Bob wrote this over the same words.').waitFor(slow);
    const bar = teamBar(page);
    await bar.getByText(/automation\.mdx.*, started/).waitFor(slow);
    await bar.getByRole('status').getByText('Changes requested by carol-reviews').waitFor();
  }, 300_000);

  it('starts a new change once published, and signs out', async () => {
    const { page } = alice;
    const bar = teamBar(page);
    await bar.getByRole('button', { name: 'Start a new change' }).click();
    // The open page is read again as the live site has it, which starts the next change.
    await bar.getByText('services/cloud.mdx, nothing saved yet, started').waitFor(slow);
    await bar.getByRole('status').getByText('Not submitted').waitFor();
    expect(await pageText(page).textContent()).toContain(writers.alice.added.trim());
    await Promise.all([
      page.waitForURL(`${studio.url}/_studio/signed-out`),
      bar.getByRole('button', { name: 'Sign out' }).click(),
    ]);
    const answer = await fetch(`${studio.url}/_studio/api/team/me`, { headers: { cookie: alice.cookie } });
    expect(answer.status).toBe(401);
    expect(problems).toEqual([]);
  }, 300_000);
});
