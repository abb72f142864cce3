/**
 * `npm run restore -- <backup directory>`: brings a backup (`npm run backup`) back into the portal the environment
 * configures — an empty DATA_DIR for the embedded database, or the empty database of DATABASE_URL (a backup of
 * either engine; an embedded one is moved into PostgreSQL with the move's verification). See restore.ts.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { restoreBackup } from './restore';
import { printableUrl, runCommand, TransferError } from './transfer-error';

async function restore(): Promise<void> {
  const backupDir = process.argv[2];
  if (!backupDir) throw new TransferError('Usage: npm run restore -- <backup directory>');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    throw error instanceof ConfigError ? new TransferError(error.message) : error;
  }
  const target = config.databaseUrl
    ? `PostgreSQL ${printableUrl(config.databaseUrl)}`
    : `the embedded database in ${config.dataDir}`;
  console.log(`Restoring ${path.resolve(backupDir)} into ${target} …`);
  const manifest = await restoreBackup(config, backupDir, (line) => console.log(line));
  console.log(
    `Restored the ${manifest.engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database of ${manifest.takenAt} (${manifest.schema.length} migrations), ` +
      `${manifest.media.files} media files into ${path.join(config.dataDir, 'media')} and the key files ${manifest.keys.join(', ') || '(none in the backup)'}.`,
  );
  if (manifest.secretsKeyFromEnvironment)
    console.log('The backup was taken with SECRETS_KEY set: start the portal with the same SECRETS_KEY.');
  console.log('done');
}

void runCommand(restore);
