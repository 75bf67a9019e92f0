/**
 * Runs one of the project's TypeScript programs (the build, the bench's build child, Vite's bundling
 * child) from a single JavaScript bundle of it and the project's modules it imports, made with
 * esbuild and kept in `node_modules/.cache/site-bundled/` until one of those files changes.
 *
 *   node builder/run-bundled.mjs scripts/build.ts [arguments...]
 *
 * Why: through tsx, every module the program loads passes tsx's resolve and load hooks, which run on
 * a thread of their own in Node 20 and answer each import in turn. The build loads some 1,100
 * modules before its first step; through the hooks that took 1.5 s of CPU, from one bundle 0.5 s
 * (a warm build is mostly that). Packages stay outside the bundle and load as Node loads them.
 *
 * The bundle is the same code: esbuild strips the types as tsx does (with the same tsconfig.json),
 * and each module's `import.meta.url`, `import.meta.dirname` and `import.meta.filename` are its own
 * file's, so paths beside a module (worker files, fonts, the project root) are the same as before.
 * A pool thread's TypeScript module gets a bundle of its own (`workers/worker-boot.mjs` asks for it);
 * a module loaded by a path at run time (the SSR bundle, the pages) is plain JavaScript already.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const projectRoot = resolve(import.meta.dirname, '..');
const bundlesDir = join(projectRoot, 'node_modules/.cache/site-bundled');
// Checkouts beside the project (the review's base and head, the bench's base revision) share its
// node_modules through a link, and so this folder: each project's bundles are named by its folder,
// as they carry its paths.
const projectTag = createHash('sha256').update(projectRoot).digest('hex').slice(0, 10);
/** Files that change how every module compiles, besides the modules themselves. */
const settingsFiles = ['tsconfig.json', 'package.json'];

/** @type {Record<string, import('esbuild').Loader>} */
const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/**
 * Each project module gets its own file's `import.meta` paths, wherever the bundle lives: `define`
 * turns the expressions (never text in strings, such as the code `content/page-index.ts` writes for
 * Vite) into names that each module declares on its first line, so its line numbers stay as they are.
 */
const importMetaNames = {
  'import.meta.url': '__moduleUrl',
  'import.meta.dirname': '__moduleDirname',
  'import.meta.filename': '__moduleFilename',
};
/** @type {import('esbuild').Plugin} */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const loader = loaders[extname(args.path)];
      if (!source.includes('import.meta')) return { contents: source, loader };
      const names =
        `const __moduleUrl = ${JSON.stringify(pathToFileURL(args.path).href)}, ` +
        `__moduleDirname = ${JSON.stringify(dirname(args.path))}, __moduleFilename = ${JSON.stringify(args.path)};`;
      return { contents: names + source, loader };
    });
  },
};

/**
 * One digest of the files a bundle was made from, their paths and contents, and the bundler's version.
 * @param {readonly string[]} files paths from the project's folder
 * @param {string} bundlerVersion
 * @returns {string}
 */
function digestOf(files, bundlerVersion) {
  const hash = createHash('sha256').update(bundlerVersion);
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(projectRoot, file)));
  return hash.digest('hex');
}

/** @returns {string} */
function bundlerVersion() {
  return /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(join(projectRoot, 'node_modules/esbuild/package.json'), 'utf8'))
  ).version;
}

/** Removes the bundles of checkouts whose folder is gone (temporary ones, as a rule), so the folder does not grow. */
function removeBundlesOfGoneCheckouts() {
  let names;
  try {
    names = readdirSync(bundlesDir).filter((name) => name.endsWith('.json'));
  } catch {
    return;
  }
  for (const name of names) {
    try {
      const { root } = /** @type {{ root?: string }} */ (JSON.parse(readFileSync(join(bundlesDir, name), 'utf8')));
      if (root && existsSync(root)) continue;
      const base = join(bundlesDir, name.slice(0, -'.json'.length));
      for (const file of [`${base}.json`, `${base}.mjs`, `${base}.mjs.map`]) rmSync(file, { force: true });
    } catch {
      // Being written by another build, or removed by one: left to the next.
    }
  }
}

/**
 * The bundle of `entry` (a path from the project's folder), made again when any file it was made
 * from changed. Builds (and threads of one build) making it side by side each write their own
 * temporary files and rename them, so none reads a half-written bundle.
 * @param {string} entry
 * @returns {Promise<string>} the bundle's path
 */
export async function bundledEntry(entry) {
  const entryFile = resolve(projectRoot, entry);
  const name = `${relative(projectRoot, entryFile).replace(/[^a-z0-9]+/gi, '-')}-${projectTag}`;
  const bundleFile = join(bundlesDir, `${name}.mjs`);
  const manifestFile = join(bundlesDir, `${name}.json`);
  const version = bundlerVersion();
  try {
    const manifest = /** @type {{ inputs: string[]; digest: string }} */ (
      JSON.parse(readFileSync(manifestFile, 'utf8'))
    );
    if (manifest.digest === digestOf(manifest.inputs, version)) return bundleFile;
  } catch {
    // No bundle yet, or a file it was made from is gone: it is made below.
  }
  removeBundlesOfGoneCheckouts();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: [entryFile],
    outfile: bundleFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'silent',
    define: importMetaNames,
    plugins: [ownImportMeta],
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...settingsFiles].sort();
  mkdirSync(bundlesDir, { recursive: true });
  // Unique to this writer: two worker threads of one build can make the same bundle in the same millisecond.
  const unique = randomUUID();
  for (const output of result.outputFiles) {
    writeFileSync(`${output.path}.${unique}`, output.contents);
    renameSync(`${output.path}.${unique}`, output.path);
  }
  writeFileSync(
    `${manifestFile}.${unique}`,
    JSON.stringify({ root: projectRoot, entry, inputs, digest: digestOf(inputs, version) }),
  );
  renameSync(`${manifestFile}.${unique}`, manifestFile);
  return bundleFile;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bundleOnly = process.argv[2] === '--bundle-only';
  const [entry, ...rest] = process.argv.slice(bundleOnly ? 3 : 2);
  if (!entry) {
    console.error('usage: node builder/run-bundled.mjs [--bundle-only] <program.ts> [arguments...]');
    process.exit(2);
  }
  // --bundle-only makes the bundle (or finds it made) and runs nothing: the bench times runs without making it.
  if (bundleOnly) {
    await bundledEntry(entry);
    process.exit(0);
  }
  // Stack traces name the TypeScript files and lines, not the bundle's.
  process.setSourceMapsEnabled(true);
  const bundle = await bundledEntry(entry);
  // The program reads its arguments as if it were started itself.
  process.argv = [process.argv[0], resolve(projectRoot, entry), ...rest];
  await import(pathToFileURL(bundle).href);
}
