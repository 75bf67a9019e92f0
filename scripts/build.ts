import { buildServer } from '../build/build-server';
import { buildSite, projectRoot } from '../build/build-site';
import { formatBuildError } from '../build/format-build-error';
import { formatStepTable } from '../build/step-table';
import { formatProblem } from '../src/content/content-error';

// `npm run build -- --verbose`, or `npm run build --verbose`, which npm passes on as its log level.
const verbose = process.argv.includes('--verbose') || process.env.npm_config_loglevel === 'verbose';

const started = performance.now();
try {
  const report = await buildSite({ log: (line) => console.log(line) });
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
