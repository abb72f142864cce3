/**
 * `npm run backup` of a running portal under write load, then `npm run restore` (issue 16 §3), on each engine: a
 * real portal process (`server/main.ts`), order actions and media uploads and deletes through its HTTP API while
 * the backup command runs, the backup restored into an empty data directory (and, on PostgreSQL, an empty
 * database). The restored database is a consistent snapshot — counters equal a recount, every order's audit rows
 * are its timeline, every media row's files are there — holding every write acknowledged before the backup began
 * and none sent after it ended.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_API } from '../../contract/account/auth';
import { mediaDirsIn } from '../media/storage';
import { demoAccounts } from '../seed/accounts';
import { postgresUrlFor, withPostgresAdmin } from '../test-support/database-templates';
import { scratchDatabase, startPortalProcess, stopAll, type PortalProcess } from '../test-support/portal-processes';
import { ENGINES } from '../test-support/test-app';
import { openDatabase, pgliteDirIn, type Engine } from '../db/client';
import { queryRows } from '../db/transaction';
import { dataDirFromTemplate, runCommand } from './test-support/commands';
import { countsOffRecount, missingMediaFiles, orderHistoryProblems } from './test-support/consistency';
import { ordersReadyForLoad, startWriteLoad, type Ack } from './test-support/write-load';
import { scaled } from '../test-support/timeouts';

/** A database cloned from the run's seeded PostgreSQL template (no seeding at start-up). */
async function seededPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_backup_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withPostgresAdmin((admin) =>
    admin.query(`create database "${name}" template "${inject('databaseTemplates').postgres!.seeded}"`),
  );
  return {
    url: postgresUrlFor(name),
    drop: () =>
      withPostgresAdmin(async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > timeoutMs) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
  }
}

describe.each(ENGINES)('a backup of a running portal on %s, taken under write load', (engine: Engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  let portal: PortalProcess;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let orderIds: number[];
  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await seededPostgres();
      cleanups.push(database.drop);
      databaseUrl = database.url;
      dataDir = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
    } else dataDir = await dataDirFromTemplate('portal-backup-', 'seeded');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const setUp = await openDatabase({
      databaseUrl,
      pgliteDir: pgliteDirIn(dataDir),
      statementTimeoutMs: 0,
      poolSize: 1,
    });
    orderIds = await ordersReadyForLoad(setUp.db, 120).finally(() => setUp.close());
    portal = await startPortalProcess({ databaseUrl: databaseUrl ?? '', dataDir });
    cleanups.push(() => stopAll([portal]));
  }, scaled(180_000));
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => {});
  });

  it('restores a consistent snapshot holding every write acknowledged before the backup began', {
    timeout: scaled(120_000),
  }, async () => {
    const admin = demoAccounts().find((a) => a.username === 'admin')!;
    const login = await fetch(`${portal.api}${AUTH_API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { output: { token: string } }).output;
    const load = startWriteLoad(portal.api, token, orderIds);

    await until(() => load.acks.length >= 40, '40 acknowledged writes');
    const backupDir = path.join(await mkdtemp(path.join(tmpdir(), 'portal-backup-to-')), 'backup');
    cleanups.push(() => rm(path.dirname(backupDir), { recursive: true, force: true }));
    const backupStarted = Date.now();
    const backup = await runCommand('backup', [backupDir], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const backupEnded = Date.now();
    await until(() => load.acks.some((a) => a.sentAt > backupEnded), 'a write after the backup');
    await load.stop();
    expect(load.errors).toEqual([]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup of .* written to /);
    const during = load.acks.filter((a) => a.sentAt >= backupStarted && a.ackedAt <= backupEnded);
    expect(during.length, 'writes went on while the backup ran').toBeGreaterThan(0);

    const restoredDir = await mkdtemp(path.join(tmpdir(), 'portal-restored-'));
    cleanups.push(() => rm(restoredDir, { recursive: true, force: true }));
    const restoredDatabase = engine === 'postgres' ? await scratchDatabase() : undefined;
    if (restoredDatabase) cleanups.push(restoredDatabase.drop);
    const restore = await runCommand('restore', [backupDir], {
      DATA_DIR: restoredDir,
      DATABASE_URL: restoredDatabase?.url,
    });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout.trimEnd().split('\n').at(-1)).toBe('done');

    const restored = await openDatabase({
      databaseUrl: restoredDatabase?.url,
      pgliteDir: pgliteDirIn(restoredDir),
      statementTimeoutMs: 0,
      poolSize: 2,
    });
    try {
      expect(await countsOffRecount(restored.db)).toEqual([]);
      expect(await orderHistoryProblems(restored.db)).toEqual([]);
      expect(await missingMediaFiles(restored.db, mediaDirsIn(restoredDir).root)).toEqual([]);
      await expectWritesAroundTheBackup(restored.db, load.acks, backupStarted, backupEnded);
    } finally {
      await restored.close();
    }
  });
});

/** Acknowledged before the backup began: in the restore. Sent after it ended: not in it. */
async function expectWritesAroundTheBackup(
  db: Parameters<typeof queryRows>[0],
  acks: readonly Ack[],
  started: number,
  ended: number,
): Promise<void> {
  const versions = new Map(
    (await queryRows<{ id: number; version: number }>(db, sql`select id::int as id, version from orders`)).map((r) => [
      r.id,
      r.version,
    ]),
  );
  const media = new Set((await queryRows<{ id: number }>(db, sql`select id from media`)).map((r) => r.id));
  const deleteOf = new Map(acks.filter((a) => a.kind === 'delete').map((a) => [a.id, a]));
  let checked = 0;
  for (const ack of acks) {
    const label = `${ack.kind} ${ack.id} (sent ${ack.sentAt - started} ms after the backup began, acknowledged ${ack.ackedAt - started})`;
    if (ack.ackedAt < started) {
      checked++;
      if (ack.kind === 'order' && ack.version !== undefined)
        expect(versions.get(ack.id), label).toBeGreaterThanOrEqual(ack.version);
      if (ack.kind === 'delete') expect(media.has(ack.id), label).toBe(false);
      if (ack.kind === 'upload' && (deleteOf.get(ack.id)?.sentAt ?? Infinity) > ended)
        expect(media.has(ack.id), label).toBe(true);
    }
    if (ack.sentAt > ended) {
      if (ack.kind === 'order' && ack.version !== undefined)
        expect(versions.get(ack.id), label).toBeLessThan(ack.version);
      if (ack.kind === 'upload') expect(media.has(ack.id), label).toBe(false);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(40);
}
