/**
 * A backup is a directory (owner-only: it holds the database and the key files):
 *   manifest.json       what it is (engine, when, schema version, counts), written last
 *   database.tar.gz     PGlite's data directory dump (engine pglite), or database.pgdump (pg_dump's custom format)
 *   media/              the media files (content-addressed, as under DATA_DIR/media)
 *   keys/               DATA_DIR's secrets.key and jwt-signing.key when present (sealed settings need the first)
 * A snapshot is built as such a directory in DATA_DIR/backup-staging (hard links are cheap there) and moved to
 * where the backup goes; a directory without a valid manifest is not a backup.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Engine } from '../db/client';
import { AppliedMigrationSchema, type AppliedMigration } from './schema-version';
import { listFiles } from './file-trees';
import { TransferError } from './transfer-error';

export const BACKUP_FORMAT = 'shop-portal-backup';
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE: Record<Engine, string> = { pglite: 'database.tar.gz', postgres: 'database.pgdump' };
export const MEDIA_DIR = 'media';
export const KEYS_DIR = 'keys';
/** DATA_DIR's key files (server/platform/auth/jwt-secret.ts, server/platform/secrets/secrets-key.ts). */
export const KEY_FILES = ['secrets.key', 'jwt-signing.key'] as const;

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  engine: z.enum(['pglite', 'postgres']),
  /** When the database snapshot was taken (ISO). */
  takenAt: z.string(),
  database: z.string(),
  /** The migrations the database had applied: its schema version. */
  schema: z.array(AppliedMigrationSchema),
  media: z.object({ files: z.number().int(), bytes: z.number().int() }),
  keys: z.array(z.enum(KEY_FILES)),
  /** SECRETS_KEY was set where the backup was taken: the key is not in the backup and must be kept with it. */
  secretsKeyFromEnvironment: z.boolean(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Writes the manifest of a snapshot directory whose database, media and keys are in place. */
export async function writeManifest(
  dir: string,
  engine: Engine,
  takenAt: Date,
  schema: AppliedMigration[],
  keys: Manifest['keys'],
): Promise<Manifest> {
  let bytes = 0;
  const files = await listFiles(path.join(dir, MEDIA_DIR));
  for (const file of files) bytes += (await stat(path.join(dir, MEDIA_DIR, file))).size;
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    engine,
    takenAt: takenAt.toISOString(),
    database: DATABASE_FILE[engine],
    schema,
    media: { files: files.length, bytes },
    keys,
    secretsKeyFromEnvironment: Boolean(process.env.SECRETS_KEY),
  };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** The manifest of the backup in `dir`; refuses a directory that is not a backup this portal can read. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new TransferError(`${dir} is not a backup (no ${MANIFEST_FILE}; an interrupted backup has none).`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TransferError(`${path.join(dir, MANIFEST_FILE)} is damaged (not JSON).`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const format = json as { format?: unknown; formatVersion?: unknown } | null;
  if (format?.format === BACKUP_FORMAT && format.formatVersion !== 1) {
    throw new TransferError(
      `This backup is of a newer format (${String(format.formatVersion)}) than this portal reads (1): update the portal.`,
    );
  }
  throw new TransferError(`${path.join(dir, MANIFEST_FILE)} is not a backup manifest this portal reads.`);
}
