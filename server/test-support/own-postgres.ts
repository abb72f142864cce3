/**
 * A throwaway PostgreSQL server of a test's own (initdb in a temp folder, trust auth, loopback on a free port), for
 * tests that must stop and start the server — never the machine's shared one. As root, PostgreSQL refuses to run,
 * so its programs run as the `postgres` OS user on a folder it owns.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './portal-processes';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder holding initdb, or undefined (the test is then skipped). */
export function postgresBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin/initdb')))
    .toSorted((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(PG_ROOT, versions[0], 'bin') : undefined;
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every backend dies at once, as in a crash; the next start recovers from the WAL. */
  stopImmediately(): Promise<void>;
  /** Stops the server (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/** Makes a cluster in a new temp folder and starts it. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL initdb installed');
  const root = await mkdtemp(path.join(tmpdir(), 'own-postgres-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout), Number(group));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // fsync off only skips the flush to disk: a commit is still written to the WAL before it is acknowledged, and an
  // immediate stop kills processes, not the OS, so every acknowledged write is there when the server recovers.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await pg('pg_ctl', ['start', '-w', '-D', data, '-l', path.join(root, 'log'), '-o', options]);
  };
  const stop = async (mode: string) => {
    await pg('pg_ctl', ['stop', '-w', '-D', data, '-m', mode]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopImmediately: () => stop('immediate'),
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
