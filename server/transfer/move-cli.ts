/**
 * `npm run move-to-postgres -- <target DATABASE_URL>` (or the URL in DATABASE_URL): moves the embedded database
 * of DATA_DIR (default ./data) into an empty PostgreSQL database, prints each table's row count and checksum
 * on both sides, and says done only when all are equal. Refuses while a portal runs on DATA_DIR (its lock).
 * Media files and the key files stay in DATA_DIR: the portal on PostgreSQL is started with the same DATA_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, pgliteDirIn } from '../db/client';
import { DataDirInUseError } from '../db/dir-lock';
import { KEY_FILES } from './backup-manifest';
import { formatComparison } from './checksums';
import { moveToPostgres, VerificationError } from './move-to-postgres';
import { printableUrl, runCommand, TransferError } from './transfer-error';

const USAGE = 'Usage: npm run move-to-postgres -- postgres://user@host:5432/database   (or set DATABASE_URL)';

function targetUrl(): string {
  const url = process.argv[2] ?? process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\/\S+$/.test(url)) throw new TransferError(USAGE);
  return url;
}

async function move(): Promise<void> {
  const url = targetUrl();
  let dataDir: string;
  try {
    // DATABASE_URL names the target here, not the database the command reads: only DATA_DIR matters.
    dataDir = loadConfig({ ...process.env, DATABASE_URL: undefined }).dataDir;
  } catch (error) {
    throw error instanceof ConfigError ? new TransferError(error.message) : error;
  }
  const pgliteDir = pgliteDirIn(dataDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new TransferError(`No embedded database in ${pgliteDir} (set DATA_DIR to the portal's data directory).`);
  console.log(`Moving the embedded database in ${pgliteDir} to ${printableUrl(url)}`);
  const source = await openDatabase({ pgliteDir, statementTimeoutMs: 0 }).catch((error: unknown) => {
    throw error instanceof DataDirInUseError
      ? new TransferError(`${error.message} Stop the portal before moving its database.`)
      : error;
  });
  try {
    const comparison = await moveToPostgres({ source, targetUrl: url, log: (line) => console.log(line) });
    console.log(`\n${formatComparison(comparison)}\n`);
    const keys = KEY_FILES.filter((key) => existsSync(path.join(dataDir, key)));
    console.log(
      `Media files stay in ${path.join(dataDir, 'media')} (a directory the portals share)` +
        `${keys.length > 0 ? `, and the key files (${keys.join(', ')}) in ${dataDir}` : ''}: start the portal with both settings, e.g.`,
    );
    console.log(`  DATA_DIR=${dataDir} DATABASE_URL=${printableUrl(url)} npm start`);
    console.log(
      `The embedded database in ${pgliteDir} is left as it was; keep it until the portal runs well on PostgreSQL.`,
    );
    console.log('done');
  } catch (error) {
    if (error instanceof VerificationError) console.error(`\n${formatComparison(error.comparison)}\n`);
    throw error;
  } finally {
    await source.close();
  }
}

void runCommand(move);
