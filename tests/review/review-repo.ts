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
  /** Removes the repository (the compile cache keeps its pages: its keys name the folder, not its files). */
  dispose(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The same folder for the same name, so the compile cache (whose keys include the folder) stays
 * warm between test runs; a folder of its own when another test process holds it.
 */
function claimFolder(name: string): { root: string; release: () => void } {
  const stable = join(tmpdir(), `site-review-test-${name}`);
  const lock = `${stable}.lock`;
  let owner = 0;
  try {
    owner = Number(readFileSync(lock, 'utf8'));
  } catch {
    // Nobody holds it.
  }
  if (owner && owner !== process.pid && isRunning(owner)) {
    const root = mkdtempSync(`${stable}-`);
    return { root, release: () => rmSync(root, { recursive: true, force: true }) };
  }
  writeFileSync(lock, String(process.pid));
  rmSync(stable, { recursive: true, force: true });
  mkdirSync(stable);
  return {
    root: stable,
    release: () => {
      rmSync(stable, { recursive: true, force: true });
      rmSync(lock, { force: true });
    },
  };
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
