/** File trees for backups: only missing files are added, never one overwritten, and a hard link outlives its original's delete. */
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdsNoFiles, listFiles, transferMissing } from './file-trees';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(root, 't-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('transferMissing', () => {
  it('links the files the other tree lacks, keeps the ones it has, and the links outlive a delete of the originals', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-trees-'));
    const media = await tree({ 'ab/ab1.png': 'one', 'cd/cd2.png': 'two' });
    const snapshot = await tree({ 'ab/ab1.png': 'kept' });
    expect(await transferMissing(media, snapshot, 'link')).toEqual({ files: 1, bytes: 3 });
    await unlink(path.join(media, 'cd/cd2.png'));
    expect((await listFiles(snapshot)).toSorted()).toEqual(['ab/ab1.png', 'cd/cd2.png']);
    expect(await readFile(path.join(snapshot, 'cd/cd2.png'), 'utf8')).toBe('two');
    expect(await readFile(path.join(snapshot, 'ab/ab1.png'), 'utf8')).toBe('kept');
  });

  it('treats an absent tree as empty', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-trees-'));
    expect(await transferMissing(path.join(root, 'none'), path.join(root, 'to'), 'copy')).toEqual({
      files: 0,
      bytes: 0,
    });
    expect(await holdsNoFiles(path.join(root, 'none'))).toBe(true);
  });
});
