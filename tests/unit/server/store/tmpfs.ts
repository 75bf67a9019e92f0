import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Small tmpfs mounts for storage faults a test cannot fake with chmod (the tests run as root, and
 * root writes through file modes): a read-only file system (EROFS) and a full one (ENOSPC).
 */
export interface Tmpfs {
  dir: string;
  readOnly: () => void;
  readWrite: () => void;
  /** Writes a filler file until the file system is full; `free` removes it again. */
  fill: () => void;
  free: () => void;
  unmount: () => void;
}

function mount(...args: string[]): void {
  execFileSync('mount', args, { stdio: 'pipe' });
}

/** Why tmpfs cannot be mounted here (not root, no mount), or undefined when it can. */
export const cannotMount: string | undefined = (() => {
  const probe = mkdtempSync(join(tmpdir(), 'tmpfs-probe-'));
  try {
    mount('-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', probe);
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return `needs to mount a tmpfs (root): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

export function mountTmpfs(size = '64k'): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'tmpfs-'));
  mount('-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir);
  const filler = join(dir, 'filler');
  return {
    dir,
    readOnly: () => mount('-o', 'remount,ro', dir),
    readWrite: () => mount('-o', 'remount,rw', dir),
    fill() {
      const fd = openSync(filler, 'a');
      try {
        const block = Buffer.alloc(4096, 0x2e);
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    free: () => unlinkSync(filler),
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
