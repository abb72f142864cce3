/**
 * Image pipeline under one user's burst (issue 39 §10): the real server (server/main.ts) on PGlite in a fresh DATA_DIR.
 * User A (admin) sends BENCH_BURST near-limit PNGs (about 40 megapixels, a few hundred KiB) all at once; a second
 * later user B (catalogue) uploads one 800x1200 JPEG. Reports B's upload time against the same upload alone
 * (the anchor, same run), A's answers by status, and the server's peak RSS over the burst (VmHWM after a reset).
 *
 *   BENCH_BURST   A's uploads at once (default 80)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { multipartBody, nearLimitPng } from '../server/media/test-images';
import { memoryOf, noiseJpeg, resetPeak } from './media-load';
import { printTable } from './report';
import { startServer } from './search/server-process';
import { recorder } from './summary';

const BURST = Number(process.env.BENCH_BURST || 80);
const say = (line: string) => console.log(`[bench] ${line}`);

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).output.token as string;
}

/** One upload over node:http (fetch gives up on headers after 300 s; a queued upload may wait longer). */
function upload(
  baseUrl: string,
  token: string,
  content: Buffer,
  name: string,
): Promise<{ status: number; ms: number }> {
  const { body, contentType } = multipartBody([{ filename: name, content }]);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/media`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length },
      },
      (response) => {
        response
          .resume()
          .on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject).end(body);
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-burst-'));
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO_ORDERS: '200' });
  try {
    const [a, b] = [
      await signIn(server.baseUrl, 'admin', 'Admin@12345'),
      await signIn(server.baseUrl, 'catalogue', 'Catalogue@12345'),
    ];
    const heavy = await nearLimitPng();
    const light = await noiseJpeg(800, 1200, 80);
    say(`A's file: ${(heavy.length / 1024).toFixed(0)} KiB PNG; B's: ${(light.length / 1024).toFixed(0)} KiB JPEG`);
    await upload(server.baseUrl, b, light, 'warm-up.jpg');
    const alone = await upload(server.baseUrl, b, light, 'alone.jpg');

    await sleep(1000);
    const idle = await memoryOf(server.pid, 'VmRSS');
    await resetPeak(server.pid);
    say(`A sends ${BURST} uploads at once`);
    const started = performance.now();
    const burst = Promise.all(
      Array.from({ length: BURST }, (_, i) => upload(server.baseUrl, a, heavy, `heavy ${i}.png`)),
    );
    await sleep(1000);
    const during = await upload(server.baseUrl, b, light, 'during.jpg');
    say(
      `B's upload during the burst: ${(during.ms / 1000).toFixed(2)} s (${during.status}); alone ${(alone.ms / 1000).toFixed(2)} s`,
    );
    const answers = await burst;
    const burstMs = performance.now() - started;
    const peak = await memoryOf(server.pid, 'VmHWM');

    const counts = new Map<number, number>();
    for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    const byStatus = [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(
      `\nImage burst: ${BURST} uploads of a ${(heavy.length / 1024).toFixed(0)} KiB 40-megapixel PNG by A, one 800x1200 JPEG by B\n`,
    );
    printTable(
      ['measure', 'value', 'anchor', 'ratio'],
      [
        [
          "B's upload during A's burst",
          `${(during.ms / 1000).toFixed(2)} s (${during.status})`,
          `${(alone.ms / 1000).toFixed(2)} s alone`,
          `${(during.ms / alone.ms).toFixed(1)}x`,
        ],
        ["A's answers", byStatus, '', ''],
        ["A's burst, all answered after", `${(burstMs / 1000).toFixed(1)} s`, '', ''],
        [
          'server peak RSS over the burst',
          `${peak.toFixed(0)} MiB`,
          `${idle.toFixed(0)} MiB idle`,
          `+${(peak - idle).toFixed(0)} MiB`,
        ],
      ],
    );
    const record = recorder('bench:media-burst');
    record({
      figure: `B's upload during A's burst of ${BURST}`,
      value: during.ms / 1000,
      unit: 's',
      anchor: { name: 'alone', value: alone.ms / 1000, unit: 's' },
    });
    record({
      figure: 'server peak RSS over the burst',
      value: peak,
      unit: 'MiB',
      anchor: { name: 'idle RSS', value: idle, unit: 'MiB' },
    });
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
