/**
 * Where media files live: `DATA_DIR/media/<first 2 hex>/<sha256>.<ext>` (served under `/media/`, the CDN bases'
 * default), named by the SHA-256 of the original bytes, so the same image uploaded twice is stored once.
 * Every write lands in `DATA_DIR/media-tmp` first and is renamed into place (same file system, atomic), so a
 * crash never leaves half a file where it is served. Nothing here blocks the event loop: streams and fs/promises.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The URL prefix the files are served under; `path` values are relative to it (the CDN bases default to it). */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Where the media files are kept, as every portal process sees them (issue 16). An upload is staged in `tmp`, on
 * the process's own disk, then placed under its content-addressed names; a delete removes the names. The one store
 * is the directory below (DATA_DIR/media): the processes of one portal share DATA_DIR (one machine, or a shared
 * volume). An S3-compatible store would be another implementation of `place` and `remove`, served from its CDN base
 * (company details) instead of `/media/` — not built: no S3-compatible server can be run and tested here.
 */
export interface MediaStore {
  /** Scratch files of uploads being staged. */
  readonly tmp: string;
  /** Moves scratch files in under their names; answers the names this call created (for undoing). */
  place(files: readonly { from: string; name: string }[]): Promise<string[]>;
  /** Removes stored names (missing ones are fine). */
  remove(names: readonly string[]): Promise<void>;
}

/** The directory store: the stored files' root and the scratch directory beside it (outside what is served). */
export interface MediaDirs extends MediaStore {
  readonly root: string;
}

export function mediaDirsIn(dataDir: string): MediaDirs {
  const dirs = { root: path.join(dataDir, 'media'), tmp: path.join(dataDir, 'media-tmp') };
  return { ...dirs, place: (files) => placeFiles(dirs, files), remove: (names) => removeStored(dirs, names) };
}

type Dirs = Pick<MediaDirs, 'root' | 'tmp'>;

/** The three names one image's bytes get, relative to the root (and to a CDN base). */
export interface MediaNames {
  original: string;
  thumbnail: string;
  webp: string;
}

/** The names of an image's files; a WebP original is its own WebP rendition. */
export function mediaNames(hash: string, extension: string): MediaNames {
  const stem = `${hash.slice(0, 2)}/${hash}`;
  return {
    original: `${stem}.${extension}`,
    thumbnail: `${stem}.thumb.webp`,
    webp: extension === 'webp' ? `${stem}.webp` : `${stem}.full.webp`,
  };
}

/** A file being written in the scratch directory. */
export const scratchPath = (dirs: Pick<MediaStore, 'tmp'>, suffix = '') =>
  path.join(dirs.tmp, `${randomUUID()}${suffix}`);

/** Streams `source` into a scratch file, hashing as it goes; the bytes never sit in memory whole. */
export async function streamToScratch(
  dirs: Pick<MediaStore, 'tmp'>,
  source: Readable,
): Promise<{ file: string; hash: string; size: number }> {
  await mkdir(dirs.tmp, { recursive: true });
  const file = scratchPath(dirs);
  const hash = createHash('sha256');
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  try {
    await pipeline(source, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await removeQuietly(file);
    throw error;
  }
  return { file, hash: hash.digest('hex'), size };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Moves scratch files to their names under the root. A name already there holds the same bytes (content
 * addressed), so the scratch copy is dropped. Returns the names this call created, for undoing. Callers hold
 * the hash's lock (server/media/locks.ts), so no delete of the same hash runs meanwhile.
 */
export async function placeFiles(dirs: Dirs, files: readonly { from: string; name: string }[]): Promise<string[]> {
  const created: string[] = [];
  for (const { from, name } of files) {
    const target = path.join(dirs.root, name);
    if (await exists(target)) {
      await removeQuietly(from);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(from, target);
    created.push(name);
  }
  return created;
}

/** Removes stored files by name (missing ones are fine). */
export async function removeStored(dirs: Dirs, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => removeQuietly(path.join(dirs.root, name))));
}

/** Deletes a file if it is there. */
export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Scratch files older than this were left by a process that stopped mid-upload (an upload takes seconds). */
export const STALE_SCRATCH_MS = 3_600_000;

/** Removes scratch files left by a crash; recent ones may belong to another server sharing DATA_DIR. Answers how many. */
export async function sweepScratch(dirs: Pick<MediaStore, 'tmp'>, now = Date.now()): Promise<number> {
  const names = await readdir(dirs.tmp).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dirs.tmp, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > STALE_SCRATCH_MS) {
      await removeQuietly(file);
      removed++;
    }
  }
  return removed;
}
