import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';

/** `npm run build -- <args>`'s message when it stops before building. */
function refused(...args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  return run.stderr.trim();
}

// Each case starts the build's command (about 2 s, more on a busy machine), which stops before building.
describe('npm run build -- --as-of', () => {
  it('refuses a day not written YYYY-MM-DD, before building anything', () => {
    expect(refused('--as-of', 'tomorrow')).toBe(
      'Build failed:\n--as-of "tomorrow": write the day as YYYY-MM-DD, such as 2027-03-01',
    );
  }, 60_000);

  it('refuses a day that is not in the calendar, saying why', () => {
    expect(refused('--as-of=2027-02-30')).toBe(
      'Build failed:\n--as-of "2027-02-30" (2027-02-30 is not a day in the calendar: February 2027 has 28 days): write the day as YYYY-MM-DD, such as 2027-03-01',
    );
  }, 60_000);
});
