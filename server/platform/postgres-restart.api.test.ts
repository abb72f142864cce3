/**
 * Issue 39 §2: a PostgreSQL restart under write load costs 503s, never a portal process. Two real portal processes on
 * a PostgreSQL of the test's own (never the machine's shared server) take writes, each in its own transaction, while
 * the server is stopped `immediate` (every backend killed mid-query, as in a crash) and started again: every request
 * in between is answered (200 or 503 in the envelope), both processes live through it, serve again by themselves,
 * and every write they acknowledged is in the database. Skipped where no PostgreSQL initdb is installed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_API } from '../../contract/platform/api-paths';
import { AUTH_API } from '../../contract/account/auth';
import { MESSAGES } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { taxResource } from '../../contract/catalogue/tax';
import { demoAccounts } from '../seed/accounts';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from '../test-support/own-postgres';
import { startPortalProcess, stopAll, type PortalProcess } from '../test-support/portal-processes';
import { scaled, TIMEOUT_SCALE as SCALE } from '../test-support/timeouts';

const TAX = resourcePaths(taxResource);
const admin = demoAccounts().find((a) => a.username === 'admin')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (p: PortalProcess) => p.child.exitCode === null && p.child.signalCode === null;

/** Writers creating taxes through one portal; what was acknowledged, and every answer but 201 and 503. */
function taxWriters(p: PortalProcess, token: string, label: string, writers = 3) {
  const acknowledged: string[] = [];
  const unexpected: string[] = [];
  const statuses = { ok: 0, unavailable: 0 };
  const state = { running: true };
  const writer = async (w: number) => {
    for (let n = 0; state.running; n++) {
      const name = `${label}-${w}-${n}`;
      try {
        const response = await fetch(`${p.api}${TAX.create}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name, percentage: 5 }),
        });
        const body = (await response.json()) as { status: boolean; errors?: { message: string }[] };
        if (response.status === 201) {
          acknowledged.push(name);
          statuses.ok++;
        } else if (
          response.status === 503 &&
          body.status === false &&
          body.errors?.[0]?.message === MESSAGES.technicalError
        ) {
          statuses.unavailable++;
          await sleep(50);
        } else unexpected.push(`${name}: ${response.status} ${JSON.stringify(body)}`);
      } catch (error) {
        unexpected.push(`${name}: no answer (${String(error)})`);
        await sleep(200);
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return {
    acknowledged,
    unexpected,
    statuses,
    stop: async () => {
      state.running = false;
      await done;
    },
  };
}

/** An answer as "<label>: <status> unavailable" when it is the envelope's technical error, else with its body. */
async function answer(label: string, url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init).catch((error: unknown) => String(error));
  if (typeof response === 'string') return `${label}: no answer (${response})`;
  const body = (await response.json()) as { status: boolean; errors?: { message: string }[] };
  const enveloped = body.status === false && body.errors?.[0]?.message === MESSAGES.technicalError;
  return `${label}: ${response.status} ${enveloped ? 'unavailable' : JSON.stringify(body)}`;
}

/** What a public read, a signed-in read and a sign-in answer while the database is down: "503 unavailable" each, as they should. */
async function outageAnswers(p: PortalProcess, token: string): Promise<string[]> {
  await sleep(500); // the stop has reached every connection
  const login = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  };
  return [
    await answer('health', `${p.api}${PLATFORM_API.health}`),
    await answer('tax', `${p.api}${TAX.one(1)}`, { headers: { authorization: `Bearer ${token}` } }),
    await answer('login', `${p.api}${AUTH_API.login}`, login),
  ];
}

describe.skipIf(!postgresBinDir())('a PostgreSQL restart under write load', () => {
  let postgres: OwnPostgres;
  let dataDir: string;
  const portals: PortalProcess[] = [];
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-restart-'));
    // One migrates and seeds first, so the second's start is short; a small pool makes every connection busy under load.
    const options = { databaseUrl: postgres.url, dataDir, orders: 5, env: { DB_POOL_SIZE: '4' } };
    portals.push(await startPortalProcess(options));
    portals.push(await startPortalProcess(options));
  }, 120_000 * SCALE);
  afterAll(async () => {
    await stopAll(portals);
    await postgres?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, scaled(60_000));

  it(
    'answers 503 while the database is down, serves again by itself, and keeps every acknowledged write',
    async () => {
      const tokens = await Promise.all(
        portals.map(async (p) => {
          const response = await fetch(`${p.api}${AUTH_API.login}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: admin.username, password: admin.password }),
          });
          expect(response.status).toBe(200);
          return ((await response.json()) as { output: { token: string } }).output.token;
        }),
      );
      const loads = portals.map((p, i) => taxWriters(p, tokens[i], `p${i}`));
      const report = () =>
        portals
          .map(
            (p, i) =>
              `portal ${i}: ${alive(p) ? 'alive' : 'exited'} ${JSON.stringify(loads[i].statuses)}; unexpected: ${loads[i].unexpected.slice(0, 3).join(' | ')}${alive(p) ? '' : `\n${p.output.join('').slice(-1500)}`}`,
          )
          .join('\n');
      try {
        await sleep(3000); // writes under way on both processes, some in flight when the server stops
        await postgres.stopImmediately();
        // Writes go on against a stopped server, and reads too: each is answered 503 in the envelope.
        const [reads] = await Promise.all([
          Promise.all(portals.map((p, i) => outageAnswers(p, tokens[i]))),
          sleep(2500),
        ]);
        const unavailable = loads.map((l) => l.statuses.unavailable);
        await postgres.start();
        // Each portal serves again by itself: a write acknowledged after the restart, through each process.
        const okAfterRestart = loads.map((l) => l.statuses.ok);
        const deadline = Date.now() + 20_000 * SCALE;
        while (Date.now() < deadline && loads.some((l, i) => l.statuses.ok <= okAfterRestart[i] + 5)) await sleep(200);
        await Promise.all(loads.map((l) => l.stop()));

        expect(portals.every(alive), report()).toBe(true);
        expect(
          loads.flatMap((l) => l.unexpected),
          report(),
        ).toEqual([]);
        expect(
          unavailable.every((n) => n > 0),
          report(),
        ).toBe(true);
        expect(reads.flat(), report()).toEqual(
          portals.flatMap(() => ['health: 503 unavailable', 'tax: 503 unavailable', 'login: 503 unavailable']),
        );
        expect(
          loads.every((l, i) => l.statuses.ok > okAfterRestart[i] + 5),
          report(),
        ).toBe(true);
      } finally {
        await Promise.all(loads.map((l) => l.stop()));
      }

      const client = new Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>('select name from taxes where name like $1', ['p_-%']);
        const stored = new Set(rows.map((row) => row.name));
        const acknowledged = loads.flatMap((l) => l.acknowledged);
        expect(acknowledged.length).toBeGreaterThan(10); // at least the 5 more each process took after the restart
        expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
        // Each process listens again for the others' news (its LISTEN connection reconnects with a backoff, up to 5 s).
        const listening = async () =>
          Number(
            (await client.query("select count(*) as n from pg_stat_activity where query = 'LISTEN portal_cluster'"))
              .rows[0].n,
          );
        for (const until = Date.now() + 12_000 * SCALE; Date.now() < until && (await listening()) < portals.length; )
          await sleep(250);
        expect(await listening()).toBe(portals.length);
      } finally {
        await client.end();
      }
    },
    120_000 * SCALE,
  );
});
