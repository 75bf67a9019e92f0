import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../builder/project-root';

// A program of two modules in two folders, written into the project (the bundler bundles the
// project's files; tests/.tmp is left out of git and the checks), run as `npm run build` runs the build.
const folder = join(projectRoot, `tests/.tmp/run-bundled-${process.pid}`);
const program = join(folder, 'program.ts');
const helper = join(folder, 'nested/helper.ts');
const runBundled = join(projectRoot, 'builder/run-bundled.mjs');
/** Where run-bundled keeps the program's bundle (`mjs`), its source map and its list of inputs. */
const projectTag = createHash('sha256').update(projectRoot).digest('hex').slice(0, 10);
const bundleFile = (extension: 'mjs' | 'mjs.map' | 'json') =>
  join(
    projectRoot,
    `node_modules/.cache/site-bundled/tests-tmp-run-bundled-${process.pid}-program-ts-${projectTag}.${extension}`,
  );

function write(version: string): void {
  mkdirSync(join(folder, 'nested'), { recursive: true });
  writeFileSync(
    helper,
    [
      'export const helperUrl: string = import.meta.url;',
      'export const helperDir: string = import.meta.dirname;',
      // Code written as text for another module keeps its own import.meta.
      "export const generated = 'export default import.meta.url;';",
      `export const version = '${version}';`,
    ].join('\n'),
  );
  writeFileSync(
    program,
    [
      "import { generated, helperDir, helperUrl, version } from './nested/helper';",
      'const own: string = import.meta.filename;',
      'console.log(JSON.stringify({ own, argv: process.argv.slice(1), helperUrl, helperDir, generated, version }));',
    ].join('\n'),
  );
}

function run(...args: string[]): Record<string, unknown> {
  return JSON.parse(
    execFileSync(process.execPath, [runBundled, program, ...args], { cwd: projectRoot, encoding: 'utf8' }),
  ) as Record<string, unknown>;
}

describe('run-bundled', () => {
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    for (const kept of ['mjs', 'mjs.map', 'json'] as const) rmSync(bundleFile(kept), { force: true });
  });

  it('runs a program from its bundle with each module’s own import.meta paths and the program’s arguments', () => {
    write('one');
    expect(run('--flag', 'value')).toEqual({
      own: program,
      argv: [program, '--flag', 'value'],
      helperUrl: pathToFileURL(helper).href,
      helperDir: join(folder, 'nested'),
      generated: 'export default import.meta.url;',
      version: 'one',
    });
  });

  it('makes the bundle again when a module it was made from changes, and only then', () => {
    write('one');
    run();
    const bundle = bundleFile('mjs');
    const made = readFileSync(bundle, 'utf8');
    writeFileSync(join(folder, 'unrelated.ts'), 'export {};');
    expect(run().version).toBe('one');
    expect(readFileSync(bundle, 'utf8')).toBe(made);
    write('two');
    expect(run().version).toBe('two');
  });

  it('makes one bundle when several callers ask for it at once, and leaves no temporary file behind', async () => {
    write('three');
    const { bundledEntry } = await import('../../../../builder/run-bundled.mjs');
    const made = await Promise.all(Array.from({ length: 6 }, () => bundledEntry(program)));
    expect(new Set(made)).toEqual(new Set([bundleFile('mjs')]));
    expect(readFileSync(bundleFile('mjs'), 'utf8')).toContain('"three"');
    expect(
      readdirSync(dirname(bundleFile('mjs'))).filter(
        (name) => name.includes(`-${process.pid}-`) && /\.[0-9a-f-]{36}$/.test(name),
      ),
    ).toEqual([]);
  });
});
