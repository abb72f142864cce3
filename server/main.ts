/**
 * Start-up: configuration → database → migrations → demo data when empty → listen → print the address
 * and the demo sign-ins. Stops cleanly on SIGINT/SIGTERM.
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, pgliteDirIn, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { listenForBackups } from './transfer/control-socket';
import { postgresCluster, singleProcess } from './platform/cluster';
import { pgBossJobs } from './platform/jobs/pg-boss-jobs';
import { seedIfEmpty } from './seed';
import { demoSignInLines, demoSignIns } from './seed/demo-sign-ins';

/** Reads the configuration or exits with its one-line error. */
function configOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The address to print: the wildcard hosts are reached as localhost. */
function printableUrl(config: AppConfig): string {
  const host = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host}:${config.port}/`;
}

async function printWelcome(config: AppConfig, database: Database): Promise<void> {
  const where =
    database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDirIn(config.dataDir)}`;
  console.log(`\nShop portal: ${printableUrl(config)}   (database: ${where})`);
  for (const line of demoSignInLines(await demoSignIns(database.db))) console.log(line);
}

async function main(): Promise<void> {
  const config = configOrExit();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
    statementTimeoutMs: config.statementTimeoutMs,
    poolSize: config.dbPoolSize,
  });
  await database.exclusive(async () => {
    await migrateDatabase(database);
    await seedIfEmpty(
      database.db,
      config.demoOrders,
      (message) => console.log(`Seeding demo data: ${message}`),
      config.dataDir,
    );
  });
  // Several processes on one PostgreSQL tell each other of live events and ended sessions (LISTEN/NOTIFY).
  const warnings: { warn(object: object, message: string): void } = {
    warn: (object, message) => console.warn(message, object),
  };
  const cluster =
    database.engine === 'postgres' && config.databaseUrl
      ? await postgresCluster(database.db, {
          url: config.databaseUrl,
          log: { warn: (object, message) => warnings.warn(object, message) },
        })
      : singleProcess();
  // Their background jobs share one queue (pg-boss); the embedded database runs its jobs in this process.
  const databaseUrl = database.engine === 'postgres' ? config.databaseUrl : undefined;
  const jobs = databaseUrl
    ? (log: FastifyBaseLogger) => pgBossJobs({ url: databaseUrl, log, expireSeconds: config.jobExpireSeconds })
    : undefined;
  const app = await buildApp({ config, db: database.db, engine: database.engine, cluster, jobs });
  warnings.warn = (object, message) => app.log.warn(object, message);
  await app.listen({ port: config.port, host: config.host });
  // The embedded database answers `npm run backup` through a socket in DATA_DIR (it alone may read its files).
  const backups = await listenForBackups(database, config.dataDir, (message) => app.log.warn(message));
  await printWelcome(config, database);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await backups.close();
    await app.close();
    await cluster.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
