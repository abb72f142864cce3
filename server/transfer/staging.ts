/**
 * Where snapshots are put together: DATA_DIR/backup-staging/<name>, on the media files' own file system, so the
 * media tree is hard-linked (instant, and a link keeps a file a later delete removes from media/). The backup
 * command moves the finished directory to its destination and removes what is left; a staging directory an
 * interrupted command left behind is swept by the next snapshot after an hour.
 */
import { randomBytes } from 'node:crypto';
import { chmod, copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaDirsIn } from '../media/storage';
import { KEY_FILES, KEYS_DIR, MEDIA_DIR, type Manifest } from './backup-manifest';
import { transferMissing } from './file-trees';

const STAGING_DIR = 'backup-staging';
const STALE_STAGING_MS = 3_600_000;

/** A new, owner-only staging directory in DATA_DIR. */
export async function createStaging(dataDir: string): Promise<string> {
  const root = path.join(dataDir, STAGING_DIR);
  await mkdir(root, { recursive: true, mode: 0o700 });
  await sweepStaleStaging(root);
  const dir = path.join(root, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}`);
  await mkdir(dir, { mode: 0o700 });
  await chmod(dir, 0o700); // whatever the umask
  return dir;
}

async function sweepStaleStaging(root: string): Promise<void> {
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_STAGING_MS)
      await rm(path.join(root, name), { recursive: true, force: true });
  }
}

/** Links the media files `dir` lacks (run before the database snapshot, and again at its moment). */
export const linkMedia = (dataDir: string, dir: string) =>
  transferMissing(mediaDirsIn(dataDir).root, path.join(dir, MEDIA_DIR), 'link');

/** Copies DATA_DIR's key files into the snapshot; answers which were there. */
export async function copyKeys(dataDir: string, dir: string): Promise<Manifest['keys']> {
  const copied: Manifest['keys'] = [];
  await mkdir(path.join(dir, KEYS_DIR), { mode: 0o700 });
  for (const key of KEY_FILES) {
    try {
      await copyFile(path.join(dataDir, key), path.join(dir, KEYS_DIR, key));
      await chmod(path.join(dir, KEYS_DIR, key), 0o600);
      copied.push(key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/** Runs `build` on a new staging directory; removes the directory again if it fails. */
export async function inStaging(dataDir: string, build: (dir: string) => Promise<void>): Promise<string> {
  const dir = await createStaging(dataDir);
  try {
    await build(dir);
    return dir;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
