import { buildServer } from '../builder/build-server';
import { buildSite, projectRoot } from '../builder/build-site';
import { formatBuildError } from '../builder/format-build-error';
import { formatStepTable } from '../builder/step-table';
import { formatProblem } from '../src/shared/content-error';
import { isoDate } from '../src/shared/schema';

// `npm run build -- --verbose`, or `npm run build --verbose`, which npm passes on as its log level.
const verbose = process.argv.includes('--verbose') || process.env.npm_config_loglevel === 'verbose';

/** `--as-of 2027-03-01` (or `--as-of=2027-03-01`): build the site as it will be that day. */
function asOfArgument(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--as-of' || arg.startsWith('--as-of='));
  if (index < 0) return undefined;
  const value = args[index].includes('=') ? args[index].slice('--as-of='.length) : args[index + 1];
  const checked = isoDate.safeParse(value);
  if (!checked.success) {
    // A well-formed day that is not in the calendar gets the schema's reason (February 2027 has 28 days).
    const why = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ` (${checked.error.issues[0]?.message})` : '';
    throw new Error(`--as-of "${value ?? ''}"${why}: write the day as YYYY-MM-DD, such as 2027-03-01`);
  }
  return checked.data;
}

const started = performance.now();
try {
  const asOf = asOfArgument(process.argv.slice(2));
  if (asOf) console.log(`as of ${asOf}: pages dated later are left out, pages expiring by then are taken down`);
  const report = await buildSite({ log: (line) => console.log(line), asOf });
  const serverStarted = performance.now();
  await buildServer();
  const timings = { ...report.timings, server: Math.round(performance.now() - serverStarted) };
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (verbose) console.log(`\n${formatStepTable(timings)}\n`);
  if (report.warnings.length) {
    const count = report.warnings.length === 1 ? '1 warning' : `${report.warnings.length} warnings`;
    console.log(`\n${count} (the site was built; fix these before they reach visitors):`);
    for (const warning of report.warnings) console.log(`  ${formatProblem(warning)}`);
    console.log('');
  }
  console.log(
    `done in ${seconds} s (${Object.entries(timings)
      .map(([step, ms]) => `${step} ${ms} ms`)
      .join(', ')})`,
  );
} catch (error) {
  console.error(`\nBuild failed:\n${formatBuildError(error, projectRoot)}\n`);
  process.exitCode = 1;
}
