/**
 * Media benchmark (issue 12 §1): the real server (server/main.ts) on PGlite in a fresh DATA_DIR, as a child process.
 * 1. The order search's p99 alone, then while 200 image uploads run 20 at a time (target: at most 2x).
 * 2. One image's thumbnail through our code (server/media/inspect.ts) against sharp's own raw resize of the same file.
 * 3. The server's peak RSS during twenty 2 MB uploads at once, minus its idle RSS (target: under 300 MB), read
 *    from /proc/<pid>/status after resetting the peak (clear_refs), and sampled every 10 ms besides.
 *
 *   BENCH_ORDERS   demo orders the server seeds (default 20000)
 *   BENCH_RUNS     searches for the latency alone (default 400), thumbnails per side (default 30)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { makeThumbnail, THUMBNAIL_BOX } from '../server/media/inspect';
import {
  jpegNearLimit,
  memoryOf,
  noiseJpeg,
  resetPeak,
  searchLatency,
  uploadAll,
  variants,
  type Latency,
} from './media-load';
import { median, printTable } from './report';
import { adminToken, orderSpan } from './search/scenario';
import { startServer } from './search/server-process';
import { below, ratioAtMost, recorder } from './summary';

const ORDERS = Number(process.env.BENCH_ORDERS || 20_000);
const RUNS = Number(process.env.BENCH_RUNS || 400);
const say = (line: string) => console.log(`[bench] ${line}`);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mib = (n: number) => `${n.toFixed(0)} MiB`;
/** The anchor of a search figure: the same search with no upload running. */
const searchAlone = (value: number) => ({ name: 'alone', value, unit: 'ms' });

/** (2) Median time of our thumbnail against sharp's raw call, alternating, on the same file. */
async function thumbnailTimes(dir: string, runs: number): Promise<{ ours: number; raw: number }> {
  const file = path.join(dir, 'thumb-source.jpg');
  await sharp(await noiseJpeg(800, 1200, 80)).toFile(file);
  const ours: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    let started = performance.now();
    await makeThumbnail(file, path.join(dir, 'ours.webp'));
    const a = performance.now() - started;
    started = performance.now();
    await sharp(file)
      .resize({ ...THUMBNAIL_BOX, fit: 'inside' })
      .webp()
      .toFile(path.join(dir, 'raw.webp'));
    const b = performance.now() - started;
    if (i >= 3) {
      // the first calls warm libvips up
      ours.push(a);
      raw.push(b);
    }
  }
  return { ours: median(ours), raw: median(raw) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-media-'));
  say(`PGlite in ${dataDir}, seeding ${ORDERS.toLocaleString('en-IN')} orders`);
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO_ORDERS: String(ORDERS) });
  try {
    const token = await adminToken(server.baseUrl);
    const { newest } = await orderSpan(server.baseUrl, token);
    say('preparing 200 upload files (20 images, 10 variants each) and twenty 2 MB files');
    const bases = await Promise.all(Array.from({ length: 20 }, () => noiseJpeg(800, 1200, 80)));
    const uploads = bases.flatMap((image) => variants(image, 10));
    const big = variants(await jpegNearLimit(), 20);

    say(`search alone: ${RUNS} calls`);
    await searchLatency(server.baseUrl, token, newest, 50); // warm-up
    const alone = await searchLatency(server.baseUrl, token, newest, RUNS);
    say('search during 200 uploads, 20 at a time');
    const uploading = uploadAll(server.baseUrl, token, uploads, 20);
    const during: Latency = await searchLatency(server.baseUrl, token, newest, 1, uploading);
    const uploadMs = await uploading;

    say('memory: twenty 2 MB uploads at once');
    await sleep(2000);
    const idle = await memoryOf(server.pid, 'VmRSS');
    await resetPeak(server.pid);
    let sampled = idle;
    const sampling = { on: true };
    const sampler = (async () => {
      while (sampling.on) {
        sampled = Math.max(sampled, await memoryOf(server.pid, 'VmRSS'));
        await sleep(10);
      }
    })();
    const bigMs = await uploadAll(server.baseUrl, token, big, 20);
    sampling.on = false;
    await sampler;
    const peak = Math.max(await memoryOf(server.pid, 'VmHWM'), sampled);

    say("thumbnail: ours against sharp's raw call");
    const thumbs = await thumbnailTimes(dataDir, Math.max(10, Math.round(RUNS / 13)));

    console.log(
      `\nMedia benchmark: PGlite, ${ORDERS.toLocaleString('en-IN')} orders; uploads of 800x1200 noise JPEGs (${(uploads[0].length / 1024).toFixed(0)} KiB) and ${(big[0].length / 1_048_576).toFixed(2)} MiB ones\n`,
    );
    printTable(
      ['measure', 'value', 'anchor', 'ratio', 'target'],
      [
        [
          'order search p99 during 200 uploads (20 at a time)',
          ms(during.p99),
          `${ms(alone.p99)} alone`,
          `${(during.p99 / alone.p99).toFixed(2)}x`,
          '<= 2x',
        ],
        [
          'order search p50 during uploads',
          ms(during.p50),
          `${ms(alone.p50)} alone`,
          `${(during.p50 / alone.p50).toFixed(2)}x`,
          '',
        ],
        ['searches measured', `${during.runs} during`, `${alone.runs} alone`, '', ''],
        [
          '200 uploads, 20 at a time',
          `${(uploadMs / 1000).toFixed(1)} s`,
          '',
          `${(200_000 / uploadMs).toFixed(1)} uploads/s`,
          '',
        ],
        [
          'thumbnail of one 800x1200 JPEG (median)',
          ms(thumbs.ours),
          `${ms(thumbs.raw)} sharp raw`,
          `${(thumbs.ours / thumbs.raw).toFixed(2)}x`,
          '',
        ],
        [
          'peak RSS above idle, twenty 2 MB uploads at once',
          mib(peak - idle),
          `${mib(idle)} idle`,
          `${mib(peak)} peak`,
          '< 300 MiB',
        ],
        ['twenty 2 MB uploads at once took', `${(bigMs / 1000).toFixed(1)} s`, '', '', ''],
      ],
    );
    const record = recorder('bench:media');
    record({
      figure: 'order search p99 during 200 uploads',
      value: during.p99,
      unit: 'ms',
      anchor: searchAlone(alone.p99),
      target: ratioAtMost(2),
    });
    record({
      figure: 'order search p50 during 200 uploads',
      value: during.p50,
      unit: 'ms',
      anchor: searchAlone(alone.p50),
    });
    record({
      figure: 'thumbnail of one 800x1200 JPEG (median)',
      value: thumbs.ours,
      unit: 'ms',
      anchor: { name: "sharp's raw call", value: thumbs.raw, unit: 'ms' },
    });
    record({
      figure: 'peak RSS above idle, twenty 2 MB uploads',
      value: peak - idle,
      unit: 'MiB',
      anchor: { name: 'idle RSS', value: idle, unit: 'MiB' },
      target: below(300, 'MiB'),
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
