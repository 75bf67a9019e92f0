import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { failedBuild } from './authoring-failed-build';
import { pageMessages } from './fixture-checks';

// The probe's payloads, one page each (tests/fixtures/content/content-not-code): two would touch
// this canary if anything ran them.
const canary = join(projectRoot, 'tests/.tmp/content-not-code-canary');
const label = 'tests/.tmp/content-not-code';

const importAdvice =
  "delete the import line: the site's components are available on every page without importing them, and a photo beside the page is shown with `![alt](./photo.jpg)`";
const textAdvice = 'write the text itself instead of `{…}` (to show curly braces as text, write `\\{` and `\\}`)';

/** Each page's refusal as the build and the studio list it. */
const refusals = [
  `${label}/builtin-module.mdx:6:2: pages hold content, not code: \`{globalThis.process.getBuiltinModule('n…\` is code; ${textAdvice}`,
  `${label}/export-function.mdx:6:1: pages hold content, not code: \`export function f() {}\` is code; delete the export line: a page sets its title and other settings in its fields, between the \`---\` lines at its top`,
  `${label}/fetch.mdx:6:2: pages hold content, not code: \`{globalThis.fetch('http://127.0.0.1:1/'…\` is code; ${textAdvice}`,
  `${label}/import-child-process.mdx:6:1: pages hold content, not code: \`import { execSync } from 'node:child_pr…\` is code; ${importAdvice}`,
  `${label}/import-raw.mdx:6:1: pages hold content, not code: \`import passwords from '/etc/passwd?raw'\` is code; ${importAdvice}`,
  `${label}/process-exit.mdx:6:22: pages hold content, not code: \`{process.exit(1)}\` is code; ${textAdvice}`,
  `${label}/prop-call.mdx:6:14: pages hold content, not code: \`title={process.exit(1)}\` in <Hero> is code; write the value itself instead: text in quotes (\`title="…"\`), a number, true or false in braces (\`title={3}\`)`,
  `${label}/prop-spread.mdx:6:7: pages hold content, not code: \`{...globalThis}\` in <Hero> is code; write each prop by its name instead, as \`title="Our services"\``,
];

describe('pages hold content, not code', () => {
  beforeAll(() => rmSync(canary, { force: true }));

  it('the build refuses each payload on its line and column, runs none of them and writes nothing', async () => {
    const message = await failedBuild('content-not-code');
    for (const refusal of refusals) expect(message).toContain(refusal);
    expect(message).not.toContain('values.mdx');
    expect(existsSync(canary)).toBe(false);
  });

  it('the check of one page (the studio) refuses each the same way, and allows values and comments', async () => {
    const { problems } = await pageMessages('content-not-code');
    expect(problems).toBe(refusals.join('\n'));
    expect(existsSync(canary)).toBe(false);
  });
});
