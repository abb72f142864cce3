/**
 * Background jobs with two portal processes on one PostgreSQL (issue 16 §1, §2), as `npm start` runs them: a bulk
 * order action whose process is killed (SIGKILL) in the middle is finished by the other, every order accepted once
 * and its outcome told once; a process stopped with SIGTERM in the middle of one hands the rest back at once and
 * exits cleanly. The test holds one order's row lock, so the job is caught in the middle for certain, and finds the
 * process working on it by its connection's name (`portal <pid>`, server/db/client.ts) in pg_stat_activity.
 * Runs when DATABASE_URL is set (CI sets it).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../../contract/account/auth';
import { ORDER_API } from '../../../contract/orders/order-processing';
import { demoAccounts } from '../../seed/accounts';
import { scratchDatabase, startPortalProcess, stopAll, type PortalProcess } from '../../test-support/portal-processes';
import { eventReader, type Sse } from '../../test-support/streams';
import { scaled } from '../../test-support/timeouts';

const EXPIRE_SECONDS = 3;
const password = demoAccounts().find((a) => a.username === 'orders')!.password;
const signIn = async (p: PortalProcess) => {
  const response = await fetch(`${p.api}${AUTH_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'orders', password }),
  });
  return ((await response.json()) as { output: { token: string } }).output.token;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('background jobs over two portal processes on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let db: Client;
  const portals: PortalProcess[] = [];
  const holders: Client[] = [];
  const start = async () => {
    const started = await startPortalProcess({
      databaseUrl: database.url,
      dataDir,
      env: { JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS) },
    });
    portals.push(started);
    return started;
  };
  beforeAll(async () => {
    database = await scratchDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-jobs-'));
    await start(); // migrates and seeds alone: the tests start the others against a ready database
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, scaled(240_000));
  afterAll(async () => {
    await db?.end();
    await Promise.all(holders.map((h) => h.end().catch(() => {})));
    await stopAll(portals);
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, scaled(60_000));

  /** `count` seeded orders put into Pending with their payment done (test set-up), oldest first. */
  const pendingOrders = async (count: number): Promise<number[]> =>
    (
      await db.query<{ id: string }>(`update orders set status = 'Pending', payment_status = 'success',
    payment_method = 'Card', courier_name = null, pickup_at = null, label_generated_at = null, awb_no = null, version = version + 1
    where id in (select id from orders where status <> 'Pending' order by id limit ${count}) returning id`)
    ).rows
      .map((r) => Number(r.id))
      .toSorted((x, y) => x - y);
  /**
   * Starts a bulk accept on `p` while a connection of the test holds order `held` (`release` lets go); resolves
   * with the job and the server process working on it. The lock is held on a connection of its own: statistics
   * such as pg_stat_activity stay as first read for the rest of a transaction.
   */
  const startHeldJob = async (p: PortalProcess, token: string, ids: number[], held: number) => {
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    holders.push(holder);
    await holder.query('begin');
    await holder.query('select id from orders where id = $1 for no key update', [held]);
    const response = await fetch(`${p.api}${ORDER_API.bulk}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'order.accept', ids }),
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const { id } = ((await response.json()) as { output: { id: string } }).output;
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await db.query<{ name: string }>(`select application_name as name from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and application_name like 'portal %'`);
      if (rows[0]) return { id, pid: Number(rows[0].name.split(' ')[1]), release: () => holder.end() };
      await sleep(50);
    }
    const items = await outcomes(id);
    const queue = (
      await db.query(
        'select name, state, singleton_key, retry_count, created_on, started_on from pgboss.job order by created_on',
      )
    ).rows;
    throw new Error(
      `no portal process waited on the held order: ${JSON.stringify({ items, queue })}\n${portals.map((x) => x.output.join('')).join('\n---\n')}`,
    );
  };
  const outcomes = async (jobId: string) =>
    (
      await db.query<{ outcome: string; n: number }>(
        'select outcome, count(*)::int as n from bulk_job_items where job_id = $1 group by outcome',
        [jobId],
      )
    ).rows;
  const lastAuditRow = async () =>
    Number((await db.query<{ id: string | null }>('select max(id) as id from audit_log')).rows[0].id ?? 0);
  /** How often each order was accepted after audit row `after`. */
  const acceptedTimes = async (ids: number[], after: number) =>
    (
      await db.query<{ id: string; n: number }>(
        `select entity_id as id, count(*)::int as n
    from audit_log where id > $2 and entity = 'order' and action = 'order.accept' and outcome = 'success' and entity_id = any($1::text[])
    group by entity_id`,
        [ids.map(String), after],
      )
    ).rows;
  const finishedWithin = async (jobId: string, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ status: string }>('select status from bulk_jobs where id = $1', [jobId]);
      if (rows[0]?.status === 'finished') return true;
      await sleep(100);
    }
    return false;
  };

  it(
    'finishes a bulk action on the survivor when the process working on it is killed, each order accepted once and told once',
    async () => {
      const other = await start();
      const token = await signIn(portals[0]);
      // The survivor's live stream counts the job's 'finished' events.
      const abort = new AbortController();
      const events: Sse[] = [];
      const ids = await pendingOrders(12);
      const before = await lastAuditRow();
      const { id: jobId, pid, release } = await startHeldJob(portals[0], token, ids, ids[5]);
      const worker = await portalOf(portals, pid);
      const survivor = [portals[0], other].find((p) => p !== worker)!;
      const stream = await fetch(`${survivor.api}${ORDER_API.live}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      const next = eventReader(stream.body!);
      void (async () => {
        for (;;) events.push(await next());
      })().catch(() => {});
      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      await sleep(300);
      await release(); // the held order is free again
      expect(await finishedWithin(jobId, scaled(30_000))).toBe(true);
      console.info(
        `bulk job taken over and finished ${Date.now() - killedAt} ms after the kill (expiry ${EXPIRE_SECONDS} s)`,
      );
      expect(await outcomes(jobId)).toEqual([{ outcome: 'done', n: 12 }]);
      expect((await acceptedTimes(ids, before)).map((r) => r.n)).toEqual(Array(12).fill(1));
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from orders where id = any($1::bigint[]) and status = 'New Order'`,
        [ids],
      );
      expect(rows[0].n).toBe(12);
      await sleep(500);
      abort.abort();
      expect(
        events.filter(
          (e) =>
            e.event === 'bulk' &&
            (e.data as { id: string; status: string }).id === jobId &&
            (e.data as { status: string }).status === 'finished',
        ),
      ).toHaveLength(1);
    },
    scaled(120_000),
  );

  it(
    'hands the rest of a job back at once when the process working on it is stopped with SIGTERM, and exits cleanly',
    async () => {
      const running = portals.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
      if (running.length < 2) running.push(await start());
      const token = await signIn(running[0]);
      const ids = await pendingOrders(12);
      const before = await lastAuditRow();
      const { id: jobId, pid, release } = await startHeldJob(running[0], token, ids, ids[5]);
      const worker = await portalOf(running, pid);
      process.kill(pid, 'SIGTERM');
      const stoppedAt = Date.now();
      await sleep(500);
      await release(); // the item under way completes; the slice stops after it and hands the rest back
      expect(await worker.exited).toBe(0);
      expect(await finishedWithin(jobId, scaled(10_000))).toBe(true);
      const took = Date.now() - stoppedAt;
      console.info(`bulk job handed back and finished ${took} ms after SIGTERM`);
      expect(took).toBeLessThan(EXPIRE_SECONDS * 1000 + 500 + 2000); // handed back, not left to expire and be retried
      expect(await outcomes(jobId)).toEqual([{ outcome: 'done', n: 12 }]);
      expect((await acceptedTimes(ids, before)).map((r) => r.n)).toEqual(Array(12).fill(1));
    },
    scaled(120_000),
  );
});

/** The portal process whose server is process `pid` (tsx runs the server as its child). */
async function portalOf(portals: readonly PortalProcess[], pid: number): Promise<PortalProcess> {
  const parent = Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ')[1]);
  const found = portals.find((p) => p.child.pid === parent || p.child.pid === pid);
  if (!found) throw new Error(`process ${pid} is none of the test's portals`);
  return found;
}
