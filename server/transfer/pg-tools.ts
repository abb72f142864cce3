/**
 * PostgreSQL's own dump tools (pg_dump, pg_restore), found on PATH and run with the connection taken from a
 * DATABASE_URL: the password goes in PGPASSWORD, never on the command line (where `ps` would show it).
 */
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { TransferError } from './transfer-error';

export type PgTool = 'pg_dump' | 'pg_restore';

/** The tool's path on PATH, or null. */
export async function findPgTool(tool: PgTool): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, tool);
    if (
      await access(file, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return null;
}

/** The tool's path, or a refusal saying how to get it. */
export async function requirePgTool(tool: PgTool): Promise<string> {
  const file = await findPgTool(tool);
  if (!file) {
    throw new TransferError(
      `${tool} was not found on PATH: install PostgreSQL's client tools of the server's version (Debian: apt-get install postgresql-client).`,
    );
  }
  return file;
}

/** `--dbname` without the password, and the environment holding it. */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs the tool on the database of `url`; rejects with its last lines of error output when it fails. */
export function runPgTool(file: string, args: readonly string[], url: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const lines = errors.join('').trim().split('\n').slice(-3).join(' / ');
        reject(new TransferError(`${path.basename(file)} failed (${code ?? signal}): ${lines || 'no message'}`));
      }
    });
  });
}
