/**
 * Test support: the transfer commands run as a person runs them (`tsx server/transfer/<command>-cli.ts`, what
 * `npm run move-to-postgres | backup | restore` start) in a child process with the environment given, and an
 * embedded data directory started from the run's seeded template (a clone, as createTestApp's databases are).
 */
import { spawn } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgliteDirIn } from '../../db/client';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export type TransferCommand = 'move' | 'backup' | 'restore';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end. `env` replaces DATA_DIR and DATABASE_URL (absent: unset) and adds the rest. */
export function runCommand(
  command: TransferCommand,
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandRun> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, SECRETS_KEY: _key, ...inherited } = process.env;
  const child = spawn(TSX, [`server/transfer/${command}-cli.ts`, ...args], {
    cwd: ROOT,
    env: Object.fromEntries(
      Object.entries({ ...inherited, LOG_LEVEL: 'warn', ...env }).filter(
        (e): e is [string, string] => e[1] !== undefined,
      ),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A new DATA_DIR whose embedded database is a copy of one of the run's templates (migrated; or seeded with demo data). */
export async function dataDirFromTemplate(prefix: string, template: 'migrated' | 'seeded'): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const dump = inject('databaseTemplates').pglite![template];
  const client = await PGlite.create({ dataDir: pgliteDirIn(dataDir), loadDataDir: await openAsBlob(dump) });
  await client.close();
  return dataDir;
}
