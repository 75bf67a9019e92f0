import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { pagesToVisit } from '../e2e/browser';
import { fullTier } from '../tier';
import { builtDocuments, distDir, isRedirectPage } from './built-site';

const vnuJar = join(projectRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');
const documents = builtDocuments();
const files = documents.map((document) => document.file);

/**
 * What vnu checks: every HTML file in the full tier; in the fast tier one page of each kind
 * (`pagesToVisit`), one redirect page and every other HTML file that is not a page (404.html).
 */
function checkedFiles(): string[] {
  if (fullTier) return files;
  const visited = new Set(
    pagesToVisit(distDir).map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)),
  );
  const redirect = documents.find((document) => isRedirectPage(document.html))?.file;
  return files.filter((file) => visited.has(file) || file === redirect || !file.endsWith('index.html'));
}

/** One message of vnu's JSON output (`--format json`). */
interface VnuMessage {
  type: 'error' | 'non-document-error' | 'info';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/** Checks the given files of dist/ in one Java process: starting the JVM is most of the cost. */
function runVnu(paths: readonly string[]): Promise<VnuMessage[]> {
  const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...paths];
  return new Promise((resolve, reject) => {
    execFile('java', args, { cwd: distDir, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // vnu exits 1 when it reports errors; only output that is not its JSON is a failure to run.
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(
          new Error(`vnu did not run (it needs Java 17 or later as \`java\`): ${error?.message ?? ''}\n${stderr}`),
        );
      }
    });
  });
}

const readable = ({ url, firstLine, lastLine, firstColumn, lastColumn, message }: VnuMessage) => {
  const file = url?.startsWith('file:') ? relative(distDir, fileURLToPath(url)) : (url ?? '(no file)');
  return `${file}:${firstLine ?? lastLine ?? '?'}:${firstColumn ?? lastColumn ?? '?'} ${message}`;
};

describe('the Nu Html Checker (vnu), errors only', () => {
  let messages: VnuMessage[] = [];
  beforeAll(async () => {
    messages = await runVnu(checkedFiles());
  }, 180_000);

  it('checks every HTML file of the build (one of each kind in the fast tier), a redirect page and the 404 page included', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'about/our-story/index.html']));
    const redirects = documents.filter((document) => isRedirectPage(document.html)).map((document) => document.file);
    expect(redirects.length).toBeGreaterThan(0);
    expect(checkedFiles()).toEqual(expect.arrayContaining(['index.html', '404.html', redirects[0]]));
    if (fullTier) expect(checkedFiles()).toEqual(files);
  });

  it('reports no error on any of them', () => {
    expect(messages.filter((message) => message.type !== 'info').map(readable)).toEqual([]);
  });
});
