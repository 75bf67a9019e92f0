import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreLock } from '../../../../server/store/store-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Whether a process with this pid exists now. */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid of a process that has ended, and whose pid no other process has taken since: on a busy
 * machine a pid can be handed out again at once, and a lock naming it would rightly count as held.
 */
function deadPid(): number {
  const failures: string[] = [];
  // A few tries, each failure kept for the message.
  while (failures.length < 10) {
    // Written plainly: console.log colours a number when FORCE_COLOR is set, even into a pipe.
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const pid = Number(child.stdout.trim());
    if (Number.isInteger(pid) && pid > 0) {
      if (!exists(pid)) return pid;
      continue;
    }
    failures.push(
      `printed ${JSON.stringify(child.stdout)}, status ${child.status}, signal ${child.signal}, ${child.error?.message ?? ''} ${child.stderr}`,
    );
  }
  throw new Error(`no pid from a child process:\n${failures.join('\n')}`);
}

describe('the store lock', () => {
  it('runs one holder at a time and removes its file after', async () => {
    const lock = new StoreLock(join(dir, '.lock'));
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        lock.run(async () => {
          order.push(`${name} in`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(`${name} out`);
        }),
      ),
    );
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died holding it (kill -9)', async () => {
    writeFileSync(join(dir, '.lock'), String(deadPid()));
    expect(await new StoreLock(join(dir, '.lock'), 1_000).run(() => Promise.resolve('taken'))).toBe('taken');
  });

  it('takes over an empty lock file only once it is old (its writer died between creating and writing it)', async () => {
    const file = join(dir, '.lock');
    writeFileSync(file, '');
    await expect(new StoreLock(file, 100).run(() => Promise.resolve('taken'))).rejects.toThrow(
      'still held by another process',
    );
    const old = new Date(Date.now() - 10_000);
    utimesSync(file, old, old);
    expect(await new StoreLock(file, 1_000).run(() => Promise.resolve('taken'))).toBe('taken');
  });

  it('waits for a live holder in another process, then fails with why', async () => {
    writeFileSync(join(dir, '.lock'), String(process.ppid));
    await expect(new StoreLock(join(dir, '.lock'), 100).run(() => Promise.resolve('taken'))).rejects.toThrow(
      /\.lock: still held by another process after 0\.1 s/,
    );
  });
});
