/**
 * Product import benchmark (issue 13 §5) on PostgreSQL, against the real server (server/main.ts on a
 * loopback port) in a fresh database of its own: a 10,000-row import's dry run and its apply against COPY of
 * the same rows into a plain table (pg-copy-streams), medians of BENCH_ROUNDS rounds; and the server's peak
 * memory (VmHWM) over a 100,000-row dry run against a 10,000-row one, each in a fresh server process.
 *
 *   DATABASE_URL   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_ROUNDS   rounds, medians reported (default 3)
 */
import { createReadStream, openAsBlob, readFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PRODUCT_IMPORT_API, type ChangeSet } from '../contract/catalogue/product-import';
import { BENCH_COLUMNS, writeImportFile } from './imports/import-files';
import { databaseUrl } from './search/bench-database';
import { adminToken } from './search/scenario';
import { startServer, type RunningServer } from './search/server-process';
import { ratioAtMost, recorder } from './summary';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const ROWS = 10_000;
const BIG_ROWS = 100_000;
const DATABASE = 'portal_bench_import';
const say = (line: string) => console.log(`[bench] ${line}`);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function sql(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function call<T>(server: RunningServer, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = (await response.json()) as { output: T; errors?: { message: string }[] };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body.errors)}`);
  return body.output;
}

/** Uploads the file (streamed from disk): the dry run. */
async function dryRun(server: RunningServer, token: string, path: string): Promise<{ set: ChangeSet; ms: number }> {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'bench.csv');
  const start = performance.now();
  const set = await call<ChangeSet>(server, token, PRODUCT_IMPORT_API.create, { method: 'POST', body: form });
  return { set, ms: performance.now() - start };
}

/** Applies the set and waits for the job to finish. */
async function apply(server: RunningServer, token: string, id: string): Promise<number> {
  const start = performance.now();
  await call(server, token, PRODUCT_IMPORT_API.apply(id), { method: 'POST' });
  for (let signedInAt = Date.now(); ; ) {
    if (Date.now() - signedInAt > 10 * 60_000) [token, signedInAt] = [await adminToken(server.baseUrl), Date.now()];
    const set = await call<ChangeSet>(server, token, PRODUCT_IMPORT_API.one(id));
    if (set.status === 'applied') {
      if (set.outcomes.applied !== ROWS)
        throw new Error(`applied ${set.outcomes.applied} of ${ROWS}: ${JSON.stringify(set.outcomes)}`);
      return performance.now() - start;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** COPY of the same file into a plain table of text columns. */
async function copyRows(url: string, path: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `create table if not exists plain_import (${BENCH_COLUMNS.map((c) => `"${c}" text`).join(', ')})`,
    );
    await client.query('truncate plain_import');
    const start = performance.now();
    await pipeline(
      createReadStream(path),
      client.query(copyFrom(`copy plain_import from stdin with (format csv, header true)`)),
    );
    return performance.now() - start;
  } finally {
    await client.end();
  }
}

/** The process's peak resident memory so far (MB). */
const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function peakOfDryRun(url: string, path: string): Promise<{ mb: number; ms: number }> {
  const server = await startServer({ DATABASE_URL: url });
  try {
    const token = await adminToken(server.baseUrl);
    const { ms } = await dryRun(server, token, path);
    return { mb: peakRssMb(server.pid), ms };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  await sql(ADMIN_URL, `drop database if exists "${DATABASE}" with (force)`);
  await sql(ADMIN_URL, `create database "${DATABASE}"`);
  const url = databaseUrl(ADMIN_URL, DATABASE);
  try {
    say(`fresh database ${DATABASE}: migrating and seeding the demo data`);
    const server = await startServer({ DATABASE_URL: url, DEMO_ORDERS: '200' });
    const dry: number[] = [];
    const applied: number[] = [];
    const copies: number[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        // A fresh sign-in each round: an apply can outlast the access token's 15 minutes on a busy machine.
        const token = await adminToken(server.baseUrl);
        const path = await writeImportFile(`R${round}`, ROWS);
        const first = await dryRun(server, token, path);
        if (first.set.actions.create !== ROWS) throw new Error(`dry run planned ${JSON.stringify(first.set.actions)}`);
        dry.push(first.ms);
        applied.push(await apply(server, token, first.set.id));
        copies.push(await copyRows(url, path));
        say(
          `round ${round}/${ROUNDS}: dry run ${first.ms.toFixed(0)} ms, apply ${applied.at(-1)!.toFixed(0)} ms, COPY ${copies.at(-1)!.toFixed(0)} ms`,
        );
      }
    } finally {
      await server.stop();
    }
    say('peak memory: a 10,000-row and a 100,000-row dry run, each in a fresh server process');
    const small = await peakOfDryRun(url, await writeImportFile('M', ROWS));
    const big = await peakOfDryRun(url, await writeImportFile('M', BIG_ROWS));
    const copy = median(copies);
    console.log('\nProduct import, PostgreSQL, medians of %d rounds', ROUNDS);
    console.table([
      {
        measure: `dry run, ${ROWS} rows`,
        ms: Math.round(median(dry)),
        'COPY ms': Math.round(copy),
        'ratio to COPY': (median(dry) / copy).toFixed(1),
      },
      {
        measure: `apply, ${ROWS} products`,
        ms: Math.round(median(applied)),
        'COPY ms': Math.round(copy),
        'ratio to COPY': (median(applied) / copy).toFixed(1),
      },
    ]);
    console.table([
      { rows: ROWS, 'dry run ms': Math.round(small.ms), 'server peak RSS MB': small.mb.toFixed(0) },
      { rows: BIG_ROWS, 'dry run ms': Math.round(big.ms), 'server peak RSS MB': big.mb.toFixed(0) },
    ]);
    const ratio = big.mb / small.mb;
    console.log(
      `peak memory ratio 100,000 / 10,000 rows: ${ratio.toFixed(2)} (target ≤ 1.20: ${ratio <= 1.2 ? 'met' : 'MISSED'})`,
    );
    const record = recorder('bench:import');
    const copyMs = { name: 'COPY of the same file', value: copy, unit: 'ms' };
    record({ figure: `dry run, ${ROWS} rows`, value: median(dry), unit: 'ms', anchor: copyMs });
    record({ figure: `apply, ${ROWS} products`, value: median(applied), unit: 'ms', anchor: copyMs });
    record({
      figure: `server peak RSS, ${BIG_ROWS}-row dry run`,
      value: big.mb,
      unit: 'MB',
      anchor: { name: `${ROWS}-row dry run`, value: small.mb, unit: 'MB' },
      target: ratioAtMost(1.2),
    });
  } finally {
    await sql(ADMIN_URL, `drop database if exists "${DATABASE}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
