import { parseArgs } from 'node:util';

export interface ReviewArguments {
  help: boolean;
  base?: string;
  since?: string;
  screenshots: boolean;
  serve: boolean;
  reportDir?: string;
}

export const usage = `Usage: npm run review -- [<base>] [--since <date>] [--screenshots] [--serve] [--out <folder>]

Builds <base> (any git revision; default: the merge base of HEAD with main) and the working tree,
and prints what the change does to the built site as Markdown. The HTML report (and with
--screenshots, before/after shots at 1280 and 375 px of the pages whose text or layout changed,
with the differing pixels marked) goes to --out, or a new temporary folder.
--since <date> compares with the last commit before that date instead of <base>.
--serve serves both builds and the report on 127.0.0.1 until Ctrl+C: each page in the report
links to its before and after versions and to both side by side.`;

/** Reads the command line; throws a message for the user (with the usage) when it cannot be understood. */
export function reviewArguments(argv: readonly string[]): ReviewArguments {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      screenshots: { type: 'boolean', default: false },
      serve: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (positionals.length > 1) throw new Error(`one base revision at most, not ${positionals.join(' ')}\n\n${usage}`);
  if (positionals.length && values.since !== undefined)
    throw new Error(`give a base revision or --since, not both\n\n${usage}`);
  return {
    help: values.help,
    base: positionals[0],
    since: values.since,
    screenshots: values.screenshots,
    serve: values.serve,
    reportDir: values.out,
  };
}
