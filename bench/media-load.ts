/**
 * The media benchmark's pieces: test images (noise, so their bytes are near the worst case for size and
 * decoding), uploads over HTTP, the order search's latency, and the server's memory read from /proc.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MEDIA_LIMITS } from '../contract/media/media';
import { multipartBody } from '../server/media/test-images';
import { quantile } from './orders/latency';
import { median } from './report';
import { searchBody, searchOnce } from './search/scenario';

/** A JPEG of random pixels. */
export const noiseJpeg = (width: number, height: number, quality: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

/** The largest noise JPEG not over the upload limit, from `side`² down (a full 2 MB upload). */
export async function jpegNearLimit(side = 1500): Promise<Buffer> {
  for (let s = side; s > 200; s -= 25) {
    const image = await noiseJpeg(s, s, 92);
    if (image.length <= MEDIA_LIMITS.maxUploadBytes) return image;
  }
  throw new Error('no JPEG under the limit');
}

/** `copies` distinct files from one image: bytes after JPEG's end marker are ignored by decoders but change the hash. */
export const variants = (image: Buffer, copies: number) =>
  Array.from({ length: copies }, () => Buffer.concat([image, randomBytes(16)]));

/** Uploads one file; throws unless the server accepted it. */
export async function uploadOnce(baseUrl: string, token: string, content: Buffer, name: string): Promise<void> {
  const { body, contentType } = multipartBody([{ filename: name, content, contentType: 'image/jpeg' }]);
  const response = await fetch(`${baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
}

/** Uploads every file, `concurrency` at a time; resolves with the wall time in ms. */
export async function uploadAll(
  baseUrl: string,
  token: string,
  files: readonly Buffer[],
  concurrency: number,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const i = next++;
        await uploadOnce(baseUrl, token, files[i], `bench ${i}.jpg`);
      }
    }),
  );
  return performance.now() - started;
}

export interface Latency {
  p50: number;
  p99: number;
  runs: number;
}

const latencyOf = (times: number[]): Latency => ({
  p50: median(times),
  p99: quantile(times, 0.99),
  runs: times.length,
});

/** The order search back to back: `runs` calls, or until `until` settles when given (at least `runs` then too). */
export async function searchLatency(
  baseUrl: string,
  token: string,
  newest: string,
  runs: number,
  until?: Promise<unknown>,
): Promise<Latency> {
  const body = searchBody(newest);
  const state = { done: until === undefined };
  void until?.finally(() => (state.done = true));
  const times: number[] = [];
  while (times.length < runs || !state.done) {
    const started = performance.now();
    await searchOnce(baseUrl, token, body);
    times.push(performance.now() - started);
  }
  return latencyOf(times);
}

/** A memory figure of a process from /proc/<pid>/status, in MiB (VmRSS: now; VmHWM: the peak since the last reset). */
export async function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kib / 1024;
}

/** Resets a process's peak RSS (VmHWM) to its current RSS: `echo 5 > /proc/<pid>/clear_refs` (our own child). */
export const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');
