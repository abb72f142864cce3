/**
 * `npm run restore`'s work. Everything that can refuse is checked before anything is written: the manifest, the
 * schema version (a backup newer than this portal's migrations is refused in one line), an empty target
 * (DATA_DIR's database, or DATABASE_URL's), and DATA_DIR's key files (present ones must be the backup's, or the
 * restored sealed settings would not open). Then the media files are copied to a staging directory in DATA_DIR,
 * the database restored (all or nothing, restore-targets.ts), and only then are the files moved into media/
 * (content-addressed: one already there is the same file) and missing key files written.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { mediaDirsIn } from '../media/storage';
import { createOwnerOnlyFileOnce } from '../platform/owner-only-file';
import { KEYS_DIR, MEDIA_DIR, readManifest, type Manifest } from './backup-manifest';
import { assertEmptyTarget } from './empty-target';
import { transferMissing } from './file-trees';
import {
  lockEmptyDataDir,
  restoreEmbeddedIntoPostgres,
  restoreIntoDataDir,
  restoreWithPgRestore,
} from './restore-targets';
import { newerSchemaProblem } from './schema-version';
import { TransferError } from './transfer-error';

const readKey = (file: string) =>
  readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );

/** Refuses when DATA_DIR holds a key file other than the backup's. */
async function assertKeysFit(backupDir: string, manifest: Manifest, dataDir: string): Promise<void> {
  for (const key of manifest.keys) {
    const present = await readKey(path.join(dataDir, key));
    if (present !== undefined && present !== (await readKey(path.join(backupDir, KEYS_DIR, key)))) {
      throw new TransferError(
        `${path.join(dataDir, key)} holds another key than the backup's (its sealed settings or sessions would not open): restore into an empty DATA_DIR.`,
      );
    }
  }
}

async function placeKeys(backupDir: string, manifest: Manifest, dataDir: string): Promise<void> {
  for (const key of manifest.keys)
    await createOwnerOnlyFileOnce(path.join(dataDir, key), `${await readKey(path.join(backupDir, KEYS_DIR, key))}\n`);
}

/** Restores the backup in `backupDir` into the configured portal's empty database and DATA_DIR; answers its manifest. */
export async function restoreBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  backupDir: string,
  log: (line: string) => void = () => {},
): Promise<Manifest> {
  const dir = path.resolve(backupDir);
  const manifest = await readManifest(dir);
  const problem = newerSchemaProblem(manifest.schema);
  if (problem) throw new TransferError(problem);
  const url = config.databaseUrl;
  if (!url && manifest.engine === 'postgres') {
    throw new TransferError(
      'This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it there.',
    );
  }
  await assertKeysFit(dir, manifest, config.dataDir);
  if (url) await assertEmptyTarget(url);
  const unlock = url ? async () => {} : await lockEmptyDataDir(config.dataDir);
  const staging = path.join(config.dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(staging, { recursive: true, mode: 0o700 });
    await transferMissing(path.join(dir, MEDIA_DIR), path.join(staging, MEDIA_DIR), 'copy');
    if (!url) await restoreIntoDataDir(dir, manifest, config.dataDir, staging);
    else if (manifest.engine === 'postgres') await restoreWithPgRestore(dir, manifest, url);
    else await restoreEmbeddedIntoPostgres(dir, manifest, url, log);
    await transferMissing(path.join(staging, MEDIA_DIR), mediaDirsIn(config.dataDir).root, 'move');
    await placeKeys(dir, manifest, config.dataDir);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await unlock();
  }
}
