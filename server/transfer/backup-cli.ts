/**
 * `npm run backup -- <directory>`: a consistent backup of the portal the environment configures (DATA_DIR, and
 * DATABASE_URL for PostgreSQL), running or stopped, into a new directory: the database, the media files and the
 * key files, with a manifest naming its schema version. See backup.ts and backup-manifest.ts.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { takeBackup } from './backup';
import { printableUrl, runCommand, TransferError } from './transfer-error';

async function backup(): Promise<void> {
  const destination = process.argv[2];
  if (!destination) throw new TransferError('Usage: npm run backup -- <new directory for the backup>');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    throw error instanceof ConfigError ? new TransferError(error.message) : error;
  }
  const source = config.databaseUrl
    ? `PostgreSQL ${printableUrl(config.databaseUrl)} (pg_dump)`
    : `the embedded database in ${config.dataDir}`;
  console.log(`Backing up ${source} and the media files in ${path.join(config.dataDir, 'media')} …`);
  const started = Date.now();
  const manifest = await takeBackup(config, destination);
  const latest = manifest.schema.at(-1);
  console.log(`Schema: ${manifest.schema.length} migrations applied, latest ${latest?.tag ?? 'none'}`);
  console.log(
    `Media: ${manifest.media.files} files, ${(manifest.media.bytes / 1_048_576).toFixed(1)} MB; keys: ${manifest.keys.join(', ') || 'none in DATA_DIR'}`,
  );
  if (manifest.secretsKeyFromEnvironment)
    console.log('SECRETS_KEY is set in the environment: it is not in the backup; keep it with the backup.');
  console.log(
    `Backup of ${manifest.takenAt} written to ${path.resolve(destination)} in ${((Date.now() - started) / 1000).toFixed(1)} s (it holds the key files: keep it private).`,
  );
}

void runCommand(backup);
