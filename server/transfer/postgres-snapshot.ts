/**
 * A consistent snapshot of a portal on PostgreSQL (any number of processes running) and of the shared media
 * files, through pg_dump. The database's moment is an exported snapshot, which pg_dump then reads (--snapshot).
 * The media files must match that moment: while it is exported and the media tree linked, a second connection
 * holds `media` in SHARE mode, so no upload or delete of a library row commits in between (uploads place their
 * files before their row commits; a delete removes them only after its row's delete committed). Every file the
 * snapshot references is therefore linked; the lock is held for the linking only, not for the dump.
 */
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_FILE, writeManifest, type Manifest } from './backup-manifest';
import { requirePgTool, runPgTool } from './pg-tools';
import { appliedMigrations } from './schema-version';
import { pgRunner, withPgClient } from './sql-runner';
import { copyKeys, inStaging, linkMedia } from './staging';

/** How long the snapshot waits for the media table behind running uploads before giving up. */
const MEDIA_LOCK_TIMEOUT = '60s';

/** Takes the snapshot into a staging directory in DATA_DIR; answers the directory (a complete backup). */
export async function snapshotPostgres(url: string, dataDir: string): Promise<{ dir: string; manifest: Manifest }> {
  const pgDump = await requirePgTool('pg_dump');
  let manifest: Manifest | undefined;
  const dir = await inStaging(dataDir, async (staging) => {
    await linkMedia(dataDir, staging);
    await withPgClient(url, (locker) =>
      withPgClient(url, async (reader) => {
        await locker.query('begin');
        await locker.query(`set local lock_timeout = '${MEDIA_LOCK_TIMEOUT}'`);
        const [{ present }] = (
          await locker.query<{ present: boolean }>(`select to_regclass('public.media') is not null as present`)
        ).rows;
        if (present) await locker.query('lock table public.media in share mode');
        await reader.query('begin isolation level repeatable read, read only');
        const takenAt = new Date();
        const [{ id }] = (await reader.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
        const schema = await appliedMigrations(pgRunner(reader));
        try {
          await linkMedia(dataDir, staging);
        } finally {
          await locker.query('commit');
        }
        // The exported snapshot lives as long as the reader's transaction: open until pg_dump has finished.
        const dumpFile = path.join(staging, DATABASE_FILE.postgres);
        await runPgTool(pgDump, ['--format=custom', `--snapshot=${id}`, `--file=${dumpFile}`], url);
        await reader.query('commit');
        await chmod(dumpFile, 0o600);
        manifest = await writeManifest(staging, 'postgres', takenAt, schema, await copyKeys(dataDir, staging));
      }),
    );
  });
  return { dir, manifest: manifest! };
}
