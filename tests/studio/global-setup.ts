import type { TestProject } from 'vitest/node';
import { startStudio, studioListing, type RunningStudio } from './harness';

let studio: RunningStudio | undefined;

/**
 * The studio project's one shared dev server on one scratch repository (`sharedStudio` in
 * `harness.ts`): the files that only read, or write pages of their own and put them back, take
 * turns on it (the project runs one file at a time). Files that commit, rename or check the whole
 * disk start their own (`startStudio`).
 */
export async function setup(project: TestProject): Promise<void> {
  studio = await startStudio();
  project.provide('sharedStudio', {
    url: studio.url,
    root: studio.root,
    head: studio.git('rev-parse', 'HEAD').trim(),
    // The pages panel's list as the files find it: each puts the repository back until the server lists this again.
    listing: await studioListing(studio.url),
  });
}

export async function teardown(): Promise<void> {
  await studio?.stop();
}
