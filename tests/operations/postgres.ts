import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tools/free-port';

const bin = '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  /** With a password, which trust authentication ignores: the logs must not show it. */
  url: string;
  /** Stops the database at once (`pg_ctl stop -m immediate`: its connections cut), keeping its data. */
  halt: () => void;
  /** Starts it again after `halt`, on the same port with the same data. */
  resume: () => void;
  stop: () => void;
}

function asPostgres(command: string, ...args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe', timeout: 60_000 });
}

/**
 * A PostgreSQL 15 of its own in a temporary data folder, on a free loopback port. It refuses to
 * run as root, so the folder belongs to the postgres user and the commands run as it. `durable`
 * keeps fsync on, for measurements comparable with the JSONL store's.
 */
export async function startPostgres({ durable = false } = {}): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'forms-pg-'));
  chmodSync(dir, 0o700);
  execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  asPostgres('initdb', '-D', dir, '--auth=trust', '--username=postgres', '--no-sync');
  const start = () =>
    asPostgres(
      'pg_ctl',
      '-D',
      dir,
      '-o',
      // fsync off unless asked: the tests check what is stored and delivered, not what survives a power cut.
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${durable ? 'on' : 'off'} -c max_connections=60`,
      '-w',
      '-l',
      join(dir, 'log'),
      'start',
    );
  start();
  return {
    url: `postgres://postgres:not-shown-secret@127.0.0.1:${port}/postgres`,
    halt: () => asPostgres('pg_ctl', '-D', dir, '-m', 'immediate', '-w', 'stop'),
    resume: start,
    stop() {
      try {
        asPostgres('pg_ctl', '-D', dir, '-m', 'immediate', '-w', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Whether this machine can run the PostgreSQL tests (`.ci/run` installs the package when missing). */
export function cannotRunPostgres(): string | undefined {
  try {
    execFileSync(join(bin, 'postgres'), ['--version'], { stdio: 'pipe' });
    execFileSync('id', ['postgres'], { stdio: 'pipe' });
    return undefined;
  } catch {
    return 'PostgreSQL 15 is not installed';
  }
}
