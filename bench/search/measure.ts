/** Load measurements: autocannon against the HTTP API, pgbench against PostgreSQL, in the same way each time. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export interface Rate {
  /** Completed requests (or pgbench transactions) per second. */
  perSecond: number;
  /** Milliseconds (pgbench's from its per-transaction log). */
  p99?: number;
  average: number;
  failures: number;
}

export interface HttpLoad {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
}

/** autocannon POSTing `body` over `connections` keep-alive connections for `seconds`. */
export async function httpRate(load: HttpLoad): Promise<Rate> {
  const result = await autocannon({
    url: load.url,
    method: 'POST',
    connections: load.connections,
    duration: load.seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json', ...load.headers },
    body: load.body,
  });
  return {
    perSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    average: result.latency.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The 99th percentile (ms) of the latencies pgbench logged (`-l`: one line per transaction, the third field in µs). */
async function loggedP99(dir: string): Promise<number> {
  const latencies: number[] = [];
  for (const file of await readdir(dir)) {
    if (!file.startsWith('pgbench_log')) continue;
    for (const line of (await readFile(path.join(dir, file), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line && Number.isFinite(micros)) latencies.push(micros);
    }
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] / 1000 : Number.NaN;
}

/** pgbench running `statements` as one transaction per client loop: `-n -c clients -j 2 -T seconds -f script -l`. */
export function pgbenchRate(
  databaseUrl: string,
  statements: readonly string[],
  clients: number,
  seconds: number,
): Promise<Rate> {
  // pgbench reads one statement per line: a statement's own line breaks are folded into spaces.
  const script = statements.map((s) => `${s.replace(/\s+/g, ' ')};`).join('\n') + '\n';
  return pgbenchScriptsRate(databaseUrl, [script], clients, seconds);
}

/**
 * pgbench running scripts (each a file's text; every transaction picks one at random, with equal weight) at `clients`
 * connections for `seconds`, in simple query mode (`-n -c clients -j 2 -T seconds -f … -l`). A script that fails
 * fails the measurement: a rate of failing transactions measures nothing.
 */
export async function pgbenchScriptsRate(
  databaseUrl: string,
  scripts: readonly string[],
  clients: number,
  seconds: number,
): Promise<Rate> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pgbench-'));
  const files = scripts.map((_, i) => path.join(dir, `script-${i}.sql`));
  await Promise.all(scripts.map((text, i) => writeFile(files[i], text)));
  const args = [
    '-n',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    ...files.flatMap((file) => ['-f', file]),
    '-l',
    `--log-prefix=${path.join(dir, 'pgbench_log')}`,
    databaseUrl,
  ];
  try {
    const { stdout } = await run('pgbench', args, { maxBuffer: 1 << 24 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return {
      perSecond: Number(tps[1]),
      average: Number(latency?.[1] ?? Number.NaN),
      p99: await loggedP99(dir),
      failures: Number(failed?.[1] ?? 0),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
