/**
 * Reviewer's change report (`npm run review -- [<base>] [--since <date>] [--screenshots] [--serve] [--out <folder>]`).
 *
 * Builds <base> in a temporary git worktree and the working tree as it is, each into a temporary
 * folder (never dist/), compares the two builds page by page, prints the report as Markdown on
 * stdout and the HTML report's path on stderr. Exits 0 when the comparison succeeds, whatever
 * changed; 1 with the build's own message when a side fails to build; 2 on a bad command line.
 * With --serve it prints the report, then serves both builds and the report on loopback until
 * SIGINT or SIGTERM (its addresses on stderr), and exits 0.
 */
import { resolve } from 'node:path';
import { projectRoot } from '../builder/project-root';
import { BuildsFailed } from '../review/build-sides';
import { reviewArguments, usage, type ReviewArguments } from '../review/review-arguments';
import { runReview } from '../review/run-review';

let options: ReviewArguments;
try {
  options = reviewArguments(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

try {
  const { markdown, htmlFile, report, stop } = await runReview({
    root: projectRoot,
    ...options,
    reportDir: options.reportDir && resolve(options.reportDir),
    log: (line) => console.error(line),
  });
  process.stdout.write(markdown);
  console.error(`HTML report: ${htmlFile}`);
  console.error(`done in ${(performance.now() / 1000).toFixed(1)} s`);
  if (stop && report.served) {
    console.error(
      `serving until Ctrl+C: report ${report.served.report}/ · before ${report.served.before}/ · after ${report.served.after}/`,
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await stop();
  }
} catch (error) {
  if (error instanceof BuildsFailed) console.error(`\n${error.message}\n`);
  else console.error(`\nReview failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
