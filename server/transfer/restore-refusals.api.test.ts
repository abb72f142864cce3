/**
 * What `npm run restore` refuses, before writing anything (issue 16 §3): a backup whose recorded schema is newer
 * than this portal's migrations (one line, saying what to do), a target that is not empty, a directory that is
 * not a backup. On PostgreSQL, a backup of the embedded portal restores into an empty database, verified table
 * by table like a move.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test-support/portal-processes';
import { ENGINES } from '../test-support/test-app';
import type { Engine } from '../db/client';
import { takeBackup } from './backup';
import { MANIFEST_FILE, type Manifest } from './backup-manifest';
import { describeContents } from './catalog';
import { restoreBackup } from './restore';
import { portalMigrations } from './schema-version';
import { pgRunner, withPgClient } from './sql-runner';
import { dataDirFromTemplate, runCommand } from './test-support/commands';
import { scaled } from '../test-support/timeouts';

const contentsOf = (url: string) => withPgClient(url, (client) => describeContents(pgRunner(client)));
const newTempDir = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));

/** A copy of the backup whose manifest records one more migration than this portal has, as a newer portal's backup would. */
async function newerCopyOf(backupDir: string): Promise<string> {
  const copy = path.join(await newTempDir('portal-newer-'), 'backup');
  await cp(backupDir, copy, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(copy, MANIFEST_FILE), 'utf8')) as Manifest;
  manifest.schema.push({
    when: manifest.schema.at(-1)!.when + 86_400_000,
    hash: 'f'.repeat(64),
    tag: '0099_from_a_newer_portal',
  });
  await writeFile(path.join(copy, MANIFEST_FILE), JSON.stringify(manifest));
  return copy;
}

describe.each(ENGINES)('restoring on %s', (engine: Engine) => {
  const temporary: string[] = [];
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  let source: { dataDir: string; databaseUrl: string | undefined };
  let backupDir: string;
  const emptyTarget = async () => {
    const dataDir = await newTempDir('portal-restore-');
    temporary.push(dataDir);
    const database = engine === 'postgres' ? await scratchDatabase() : undefined;
    if (database) databases.push(database);
    return { dataDir, databaseUrl: database?.url };
  };
  beforeAll(async () => {
    const dataDir = await dataDirFromTemplate('portal-restore-source-', 'seeded');
    temporary.push(dataDir);
    if (engine === 'postgres') {
      // A portal on PostgreSQL: its database, made here by restoring the embedded one (the cross-engine path).
      const database = await scratchDatabase();
      databases.push(database);
      const embedded = path.join(await newTempDir('portal-restore-embedded-'), 'backup');
      temporary.push(path.dirname(embedded));
      await takeBackup({ dataDir, databaseUrl: undefined }, embedded);
      const lines: string[] = [];
      await restoreBackup({ dataDir, databaseUrl: database.url }, embedded, (line) => lines.push(line));
      expect(lines.join('\n')).toMatch(/^orders +[\d,]+ +[\d,]+ +[0-9a-f]{32} +ok$/m);
      expect(lines.join('\n')).not.toContain('DIFFERENT');
      source = { dataDir, databaseUrl: database.url };
    } else source = { dataDir, databaseUrl: undefined };
    backupDir = path.join(await newTempDir('portal-restore-backup-'), 'backup');
    temporary.push(path.dirname(backupDir));
    await takeBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl }, backupDir);
  }, scaled(120_000));
  afterAll(async () => {
    for (const database of databases) await database.drop().catch(() => {});
    for (const dir of temporary) await rm(dir, { recursive: true, force: true });
  });

  it("refuses a backup whose schema is newer than this portal's, in one line, and writes nothing", async () => {
    const newer = await newerCopyOf(backupDir);
    temporary.push(path.dirname(newer));
    const target = await emptyTarget();
    const known = portalMigrations();
    const run = await runCommand('restore', [newer], { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `The backup's database schema is newer than this portal's (${known.length + 1} migrations, latest 0099_from_a_newer_portal; ` +
        `this portal has ${known.length}, latest ${known.at(-1)!.tag}): update the portal to the version that made it, then try again.\n`,
    );
    expect(await readdir(target.dataDir)).toEqual([]);
    if (target.databaseUrl) expect(await contentsOf(target.databaseUrl)).toEqual([]);
  });

  it('refuses a target that already holds a database', async () => {
    await expect(restoreBackup(source, backupDir)).rejects.toThrow(
      engine === 'postgres'
        ? /^The target database .* is not empty \(\d+ objects: table /
        : /pglite already holds a database: restore into an empty data directory/,
    );
  });

  it('refuses a directory that is not a backup (an interrupted backup has no manifest)', async () => {
    const target = await emptyTarget();
    await expect(restoreBackup(target, target.dataDir)).rejects.toThrow(
      `${target.dataDir} is not a backup (no manifest.json; an interrupted backup has none).`,
    );
    expect(await readdir(target.dataDir)).toEqual([]);
  });
});
