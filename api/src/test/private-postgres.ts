/**
 * A PostgreSQL cluster of the test's own (initdb / pg_ctl on a spare port, in a temporary folder),
 * that a test may stop and start again: the machine's shared PostgreSQL is never stopped.
 * As root, the server runs as the `postgres` system user (PostgreSQL refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './api-process';

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** The folder of initdb and pg_ctl, or null when PostgreSQL's server programs are not installed. */
export function postgresBinaries(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config absent: look where Debian puts them.
  }
  if (fs.existsSync('/usr/lib/postgresql')) {
    for (const version of fs.readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return (
    candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null
  );
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  fs.chmodSync(root, 0o777);
  const run = (program: string, args: string[]) => {
    const file = path.join(bin, program);
    execFileSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, {
      stdio: 'pipe',
      cwd: root,
    });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-o', options, ...args]);
  pgCtl('-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl('-w', '-m', 'fast', 'stop'),
    start: () => pgCtl('-w', 'start'),
    destroy() {
      try {
        pgCtl('-w', '-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
