/** Latency of one statement run back to back on one connection: the distribution a single screen sees. */
import { performance } from 'node:perf_hooks';
import type { Client } from 'pg';
import { median } from '../search/report';

export interface Latency {
  p50: number;
  p99: number;
  runs: number;
}

/** The q-quantile (0..1) of some milliseconds. */
export function quantile(values: number[], q: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Runs `text` `runs` times after `warmup` runs; milliseconds per run. */
export async function statementLatency(client: Client, text: string, runs: number, warmup = 20): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await client.query(text);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await client.query(text);
    times.push(performance.now() - started);
  }
  return { p50: median(times), p99: quantile(times, 0.99), runs };
}

/** Times `once` back to back over HTTP (keep-alive by fetch); milliseconds per call. */
export async function callLatency(once: () => Promise<void>, runs: number, warmup = 20): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return { p50: median(times), p99: quantile(times, 0.99), runs };
}
