import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { builtDocuments, distDir } from './built-site';

const vnuJar = join(projectRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');
const files = builtDocuments().map((document) => document.file);

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
    messages = await runVnu(files);
  }, 180_000);

  it('checks every HTML file of the build, redirect pages and the 404 page included', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'about/our-story/index.html']));
  });

  it('reports no error on any of them', () => {
    expect(messages.filter((message) => message.type !== 'info').map(readable)).toEqual([]);
  });
});
