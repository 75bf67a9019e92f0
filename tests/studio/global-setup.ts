import type { TestProject } from 'vitest/node';
import { openFile, openStudio, preview, shown, startStudio, studioListing, type RunningStudio } from './harness';

let studio: RunningStudio | undefined;

/**
 * The studio project's one shared dev server on one scratch repository (`sharedStudio` in
 * `harness.ts`): the files that only read, or write pages of their own and put them back, take
 * turns on it (the project runs one file at a time). Files that commit, rename or check the whole
 * disk start their own (`startStudio`).
 */
export async function setup(project: TestProject): Promise<void> {
  studio = await startStudio();
  // Its first use compiles the studio's modules and lets Vite's dependency optimiser find what the
  // studio and a preview import, which reloads the pages open meanwhile: done here, once, rather
  // than in the middle of the first test that opens a page and scrolls its preview.
  const open = await openStudio(studio.url);
  try {
    await openFile(open.page, '/services/cloud');
    await shown(preview(open.page).getByRole('heading', { name: 'Cloud Services' }), 120_000);
  } finally {
    await open.close();
  }
  project.provide('sharedStudio', {
    url: studio.url,
    link: studio.link,
    cookie: studio.cookie,
    root: studio.root,
    head: studio.git('rev-parse', 'HEAD').trim(),
    // The pages panel's list as the files find it: each puts the repository back until the server lists this again.
    listing: await studioListing(studio.url),
  });
}

export async function teardown(): Promise<void> {
  await studio?.stop();
}
