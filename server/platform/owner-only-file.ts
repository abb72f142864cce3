/**
 * Key files in DATA_DIR that only the server's user may read (0600): the access-token key and the secrets key.
 * Created once, race-free between two starting servers (a private temporary file linked into place: the first
 * wins), and made owner-only again when found readable by others.
 */
import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The file's text, or undefined when there is none; a file others may read is made owner-only first. */
export async function readOwnerOnlyFile(file: string): Promise<string | undefined> {
  try {
    if ((await stat(file)).mode & 0o077) await chmod(file, 0o600);
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes `contents` to `file` (0600) unless it exists already; of two servers writing at once, the first wins. */
export async function createOwnerOnlyFileOnce(file: string, contents: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.chmod(0o600); // whatever the umask
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}
