/**
 * The three ways a backup's database comes back: a PGlite dump into an empty data directory (loaded in a staging
 * directory and renamed into place, so the data directory never holds half a database); a pg_dump archive into
 * an empty PostgreSQL database (pg_restore in one transaction); and a PGlite dump into PostgreSQL (loaded in
 * memory and moved with the move's own copy and verification). Each checks the restored schema is the manifest's.
 */
import { openAsBlob } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDirIn, pgliteLockFile } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/dir-lock';
import type { Manifest } from './backup-manifest';
import { formatComparison } from './checksums';
import { holdsNoFiles } from './file-trees';
import { moveToPostgres } from './move-to-postgres';
import { requirePgTool, runPgTool } from './pg-tools';
import { appliedMigrations, type AppliedMigration } from './schema-version';
import { pgliteClientOf, pgliteRunner, pgRunner, withPgClient } from './sql-runner';
import { TransferError } from './transfer-error';

const whens = (list: readonly AppliedMigration[]) => list.map((m) => m.when).join(',');

function assertSchemaAsRecorded(applied: readonly AppliedMigration[], manifest: Manifest): void {
  if (whens(applied) !== whens(manifest.schema)) {
    throw new TransferError(
      `The backup's database has ${applied.length} migrations applied, its manifest says ${manifest.schema.length}: the backup is damaged.`,
    );
  }
}

/** Takes DATA_DIR's database lock and checks there is no database yet; resolves with the release. */
export async function lockEmptyDataDir(dataDir: string): Promise<() => Promise<void>> {
  const pgliteDir = pgliteDirIn(dataDir);
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(pgliteLockFile(pgliteDir), dataDir).catch((error: unknown) => {
    throw error instanceof DataDirInUseError
      ? new TransferError(`${error.message.split('. ')[0]}: stop it; a restore goes into an empty data directory.`)
      : error;
  });
  if (!(await holdsNoFiles(pgliteDir))) {
    await unlock();
    throw new TransferError(
      `${pgliteDir} already holds a database: restore into an empty data directory (set DATA_DIR to a new one).`,
    );
  }
  return unlock;
}

/** Loads the PGlite dump into `staging`/pglite, checks it, and renames it to DATA_DIR/pglite (the caller holds the lock). */
export async function restoreIntoDataDir(
  backupDir: string,
  manifest: Manifest,
  dataDir: string,
  staging: string,
): Promise<void> {
  const loaded = path.join(staging, 'pglite');
  const client = await PGlite.create({
    dataDir: loaded,
    loadDataDir: await openAsBlob(path.join(backupDir, manifest.database)),
  });
  try {
    assertSchemaAsRecorded(await appliedMigrations(pgliteRunner(client)), manifest);
  } finally {
    await client.close();
  }
  const pgliteDir = pgliteDirIn(dataDir);
  await rm(pgliteDir, { recursive: true, force: true }); // empty (checked under the lock)
  await rename(loaded, pgliteDir);
}

/** Restores a pg_dump archive into the empty database of `url` in one transaction. */
export async function restoreWithPgRestore(backupDir: string, manifest: Manifest, url: string): Promise<void> {
  const pgRestore = await requirePgTool('pg_restore');
  await runPgTool(
    pgRestore,
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      path.join(backupDir, manifest.database),
    ],
    url,
  );
  assertSchemaAsRecorded(await withPgClient(url, (client) => appliedMigrations(pgRunner(client))), manifest);
}

/** Restores a PGlite dump into PostgreSQL: loaded in memory, then moved (migrated, copied, verified). */
export async function restoreEmbeddedIntoPostgres(
  backupDir: string,
  manifest: Manifest,
  url: string,
  log: (line: string) => void,
): Promise<void> {
  const source = await openDatabase({
    statementTimeoutMs: 0,
    loadDataDir: await openAsBlob(path.join(backupDir, manifest.database)),
  });
  try {
    assertSchemaAsRecorded(await appliedMigrations(pgliteRunner(pgliteClientOf(source.db))), manifest);
    log(
      formatComparison(await moveToPostgres({ source, targetUrl: url, log }), {
        source: 'backup',
        target: 'PostgreSQL',
      }),
    );
  } finally {
    await source.close();
  }
}
