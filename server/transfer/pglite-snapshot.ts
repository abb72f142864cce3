/**
 * A consistent snapshot of an open embedded database and its media files, taken by whoever holds the PGlite
 * client: the running portal (asked through its control socket) or the backup command itself when no portal runs.
 *
 * The moment of the snapshot is a PGlite transaction: PGlite runs one transaction at a time, and every upload
 * places its files and every delete removes them inside a transaction of its own (server/media/upload.ts, edit.ts),
 * so while ours is open no file is half-way. Inside it: a checkpoint (the dump then loads without replaying WAL),
 * the schema version, the media files linked, and PGlite's own data-directory dump. The media tree is linked once
 * before too, so the portal waits only for the files uploaded meanwhile. Files a later delete removes stay in the
 * snapshot through their links; files uploaded after it are not referenced by it and not needed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DATABASE_FILE, writeManifest, type Manifest } from './backup-manifest';
import { appliedMigrations } from './schema-version';
import { pgliteRunner } from './sql-runner';
import { copyKeys, inStaging, linkMedia } from './staging';

/** Takes the snapshot into a staging directory in DATA_DIR; answers the directory (a complete backup). */
export async function snapshotPglite(client: PGlite, dataDir: string): Promise<{ dir: string; manifest: Manifest }> {
  let manifest: Manifest | undefined;
  const dir = await inStaging(dataDir, async (staging) => {
    await linkMedia(dataDir, staging);
    const { schema, dump, takenAt } = await client.transaction(async (tx) => {
      const moment = new Date();
      await tx.exec('checkpoint');
      const applied = await appliedMigrations(pgliteRunner(tx));
      await linkMedia(dataDir, staging);
      // dumpDataDir waits for PGlite's query lock only, which our open transaction does not hold between statements.
      return { schema: applied, dump: await client.dumpDataDir('gzip'), takenAt: moment };
    });
    await writeFile(path.join(staging, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    manifest = await writeManifest(staging, 'pglite', takenAt, schema, await copyKeys(dataDir, staging));
  });
  return { dir, manifest: manifest! };
}
