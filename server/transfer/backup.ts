/**
 * `npm run backup`'s work: a snapshot of the configured portal — PostgreSQL through pg_dump (postgres-snapshot.ts),
 * the embedded database through the running portal's control socket, or opened here when no portal runs
 * (pglite-snapshot.ts) — moved to its destination. The destination appears only once complete: the snapshot
 * is moved to `<destination>.partial-…` beside it and renamed into place, so an interrupted backup never looks
 * like one (and has no manifest).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase, pgliteDirIn } from '../db/client';
import { DataDirInUseError } from '../db/dir-lock';
import { readManifest, type Manifest } from './backup-manifest';
import { askRunningPortal, controlSocketIn } from './control-socket';
import { transferMissing } from './file-trees';
import { snapshotPglite } from './pglite-snapshot';
import { snapshotPostgres } from './postgres-snapshot';
import { pgliteClientOf } from './sql-runner';
import { TransferError } from './transfer-error';

/** Refuses a destination that exists and is not an empty directory. */
async function assertFreshDestination(destination: string): Promise<void> {
  const entries = await readdir(destination).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new TransferError(
      `Cannot write the backup to ${destination}: ${error.code === 'ENOTDIR' ? 'a file is there' : error.message}.`,
    );
  });
  if (entries.length > 0) throw new TransferError(`${destination} is not empty: give a new directory for the backup.`);
}

/** The embedded database's snapshot: from the portal running on it, or taken here when none runs. */
async function snapshotEmbedded(dataDir: string): Promise<string> {
  const pgliteDir = pgliteDirIn(dataDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new TransferError(
      `No embedded database in ${pgliteDir} (set DATA_DIR, or DATABASE_URL for a portal on PostgreSQL).`,
    );
  const fromPortal = await askRunningPortal(dataDir);
  if (fromPortal) return fromPortal;
  const database = await openDatabase({ pgliteDir, statementTimeoutMs: 0 }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new TransferError(
      `${error.message.split('. ')[0]}, and it did not answer on ${controlSocketIn(dataDir)}: restart it with this version, or stop it and back up again.`,
    );
  });
  try {
    return (await snapshotPglite(pgliteClientOf(database.db), dataDir)).dir;
  } finally {
    await database.close();
  }
}

/** Moves (or, across file systems, copies) the snapshot to `destination`, complete or not at all. */
async function place(snapshot: string, destination: string): Promise<void> {
  await mkdir(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial-${randomBytes(3).toString('hex')}`;
  try {
    try {
      await rename(snapshot, partial);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await transferMissing(snapshot, partial, 'copy');
    }
    await chmod(partial, 0o700);
    if (existsSync(destination)) await rmdir(destination); // an empty directory (checked first)
    await rename(partial, destination);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(snapshot, { recursive: true, force: true });
  }
}

/** Takes a backup of the configured portal into `destination` (a new or empty directory); answers its manifest. */
export async function takeBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  destination: string,
): Promise<Manifest> {
  const target = path.resolve(destination);
  await assertFreshDestination(target);
  const snapshot = config.databaseUrl
    ? (await snapshotPostgres(config.databaseUrl, config.dataDir)).dir
    : await snapshotEmbedded(config.dataDir);
  await place(snapshot, target);
  return readManifest(target);
}
