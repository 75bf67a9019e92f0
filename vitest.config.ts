import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { contentPlugin } from './content/vite-plugin';

const root = import.meta.dirname;
const pagesDir = resolve(root, 'pages');

/**
 * The test projects. How they run: vitest 4.1 runs the files of `unit`, `build` and `e2e` on its
 * workers side by side, but puts every file of every project with `fileParallelism: false`
 * (content, review, studio, operations, team) into one queue that runs one file at a time, after the
 * rest, whichever project it comes from. So one `vitest run` of those four never overlaps them:
 * `npm test` (`tools/test-run.ts`) runs them as separate vitest processes in lanes side by side,
 * and `TEST_TIER=full` (`npm run test:full`) makes the whole-site checks visit every instance.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
        // Components that list pages read the real page index, as in the build.
        plugins: [contentPlugin({ root, pagesDir, includeDrafts: false, tolerant: true })],
        resolve: { alias: { '@pages': pagesDir } },
      },
      {
        // Builds fixture content folders through the real build; slower, so its own project, one
        // file at a time (their builds share two cores and the build caches).
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The reviewer's report over temporary git repositories: each test builds two revisions, so
        // its own project (one file at a time; `npm test` runs it after content, in the same lane).
        test: {
          name: 'review',
          include: ['tests/review/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // The studio driven in real Chromium against the dev server, on scratch copies of the content:
        // one dev server shared by the files that put back what they change (global setup), one of
        // their own for the files that commit, rename or check the whole disk.
        test: {
          name: 'studio',
          include: ['tests/studio/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/studio/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // Checks over the files of the real build in dist/ (html-validate, images, inline scripts); no browser.
        // Two workers, as e2e (one run holds both, and vitest wants one worker count for a group):
        // vnu waits on Java, html-validate computes.
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', maxWorkers: 2 },
      },
      {
        // Form operations against real parts started by the tests on loopback: the built server, an SMTP
        // server, webhook receivers, PostgreSQL. One file at a time: they start servers and databases.
        test: {
          name: 'operations',
          include: ['tests/operations/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/operations/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The studio for a team (`npm run studio:team`) against a real OpenID provider (oidc-provider) on
        // loopback, driven in Chromium and over raw sockets, and its writers' changes against a bare git
        // remote and the GitHub stand-in. One file at a time: each starts its servers.
        test: {
          name: 'team',
          include: ['tests/team/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Real Chromium against the production server serving the real build in dist/.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The dev server's tests are the `dev` project's.
          exclude: [...configDefaults.exclude, 'tests/e2e/dev-*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Pages in parallel contexts of the one shared browser; two cores cannot use more.
          maxConcurrency: 4,
          // Two files at a time (vitest's default on two cores is one): most of a file's time is
          // Chromium's or a server's, in processes of their own.
          maxWorkers: 2,
        },
      },
      {
        // Real Chromium against the dev server (`npm run dev`): one dev server on a copy of the content,
        // started by the global setup, serves every file, each adding pages of its own names
        // (`tests/e2e/dev-site.ts`); a file whose test owns the server's life starts its own through the
        // same helper. A file that edits src/, which every dev server runs, holds it alone (a lock in the
        // helper). Mostly waits on the dev server and Chromium; needs `dist/` only for the search index.
        test: {
          name: 'dev',
          include: ['tests/e2e/dev-*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/dev-global-setup.ts'],
          // Vite compiles on a page's first request, slow beside a build on two cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxConcurrency: 4,
          // Two files at a time against the one server, as e2e.
          maxWorkers: 2,
        },
      },
    ],
  },
});
