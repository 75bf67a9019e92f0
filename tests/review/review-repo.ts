import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectRoot } from '../../builder/project-root';

/** What a site checkout needs to build: the build code, the server parts it uses, and the review command itself. */
const buildFiles = [
  'pages',
  'src',
  'public',
  'scripts',
  'builder',
  'content',
  'server',
  'bench',
  'review',
  'tools',
  'vite.config.ts',
  'uno.config.ts',
  'tsconfig.json',
  'package.json',
];

export interface ReviewRepo {
  root: string;
  git(...args: string[]): string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces text that must be there (a test must not pass because its edit missed). */
  edit(file: string, from: string, to: string): void;
  remove(file: string): void;
  /** Commits everything and returns the commit. */
  commit(message: string): string;
  /** Removes the repository (the build's caches keep what it built, by content). */
  dispose(): void;
}

/**
 * A folder of its own for each repository: the build's caches are keyed by content, not by folder,
 * so a repository in a new folder still finds the pages, bundles and documents built before.
 */
function claimFolder(name: string): { root: string; release: () => void } {
  const root = mkdtempSync(join(tmpdir(), `site-review-test-${name}-`));
  return { root, release: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A git repository of the site made by the test: the project's committed build files (so others'
 * unfinished edits in the working tree cannot break it) with the review command as it is now laid
 * over them, and the project's node_modules linked in.
 */
export function createReviewRepo(name: string): ReviewRepo {
  const { root, release } = claimFolder(name);
  const run = (command: string, args: string[], input?: Buffer) =>
    execFileSync(command, args, { cwd: root, input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const archive = execFileSync('git', ['archive', 'HEAD', '--', ...buildFiles], {
    cwd: projectRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  rmSync(join(root, 'review'), { recursive: true, force: true });
  cpSync(join(projectRoot, 'review'), join(root, 'review'), { recursive: true });
  cpSync(join(projectRoot, 'scripts/review.ts'), join(root, 'scripts/review.ts'));
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  writeFileSync(join(root, '.gitignore'), 'node_modules\n');
  const git = (...args: string[]) => run('git', args).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'review-test@example.com');
  git('config', 'user.name', 'Review test');
  const repo: ReviewRepo = {
    root,
    git,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    write: (file, text) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    },
    edit: (file, from, to) => {
      const text = repo.read(file);
      if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
      repo.write(file, text.replace(from, to));
    },
    remove: (file) => unlinkSync(join(root, file)),
    commit: (message) => {
      git('add', '-A');
      git('commit', '-q', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    dispose: release,
  };
  repo.commit('The site as committed in the project');
  return repo;
}
