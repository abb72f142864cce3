import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaDirsIn, mediaNames, placeFiles, STALE_SCRATCH_MS, streamToScratch, sweepScratch } from './storage';

describe('media storage', () => {
  let dataDir = '';
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('names files by hash in a folder of the first two hex digits; a WebP original is its own rendition', () => {
    const hash = 'ab'.padEnd(64, '0');
    expect(mediaNames(hash, 'jpg')).toEqual({
      original: `ab/${hash}.jpg`,
      thumbnail: `ab/${hash}.thumb.webp`,
      webp: `ab/${hash}.full.webp`,
    });
    expect(mediaNames(hash, 'webp').webp).toBe(`ab/${hash}.webp`);
  });

  it('hashes while streaming to scratch, and places a file once (a second copy of the same name is dropped)', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'media-storage-'));
    const dirs = mediaDirsIn(dataDir);
    const first = await streamToScratch(dirs, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(first).toMatchObject({ size: 11, hash: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9' });
    const second = await streamToScratch(dirs, Readable.from([Buffer.from('hello world')]));
    expect(await placeFiles(dirs, [{ from: first.file, name: 'b9/x.png' }])).toEqual(['b9/x.png']);
    expect(await placeFiles(dirs, [{ from: second.file, name: 'b9/x.png' }])).toEqual([]);
    expect(await readdir(dirs.tmp)).toEqual([]);
    expect(await readdir(path.join(dirs.root, 'b9'))).toEqual(['x.png']);
  });

  it('sweeps scratch files a crash left an hour ago, not recent ones', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'media-storage-'));
    const dirs = mediaDirsIn(dataDir);
    await mkdir(dirs.tmp, { recursive: true });
    await writeFile(path.join(dirs.tmp, 'old'), 'x');
    await writeFile(path.join(dirs.tmp, 'new'), 'x');
    const old = (Date.now() - STALE_SCRATCH_MS - 60_000) / 1000;
    await utimes(path.join(dirs.tmp, 'old'), old, old);
    expect(await sweepScratch(dirs)).toBe(1);
    expect(await readdir(dirs.tmp)).toEqual(['new']);
  });
});
