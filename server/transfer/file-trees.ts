/**
 * Media trees (and other plain file trees) for backups: every file under a root, by relative path. Media files
 * are named by their content and never changed in place, so a file that is there already is the same file and
 * is skipped; that lets a snapshot link a tree twice (before and at the moment of the database snapshot) and a
 * restore add files beside others without ever overwriting one.
 */
import { copyFile, link, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `root` as paths relative to it; none when `root` does not exist. */
export async function listFiles(root: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, under), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** How a file reaches the other tree: a hard link (same file system; cheap, and it outlives a delete of the original), a copy, or a move. */
export type TransferMode = 'link' | 'copy' | 'move';

async function transferFile(from: string, to: string, mode: TransferMode): Promise<void> {
  // Default modes: a backup's root is owner-only (so is everything under it); DATA_DIR/media keeps the portal's usual ones.
  await mkdir(path.dirname(to), { recursive: true });
  try {
    if (mode === 'link') await link(from, to);
    else if (mode === 'move') await rename(from, to);
    else await copyFile(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return; // the same name, so the same bytes
    // Another file system, or one without hard links: copy instead.
    if (mode !== 'copy' && ['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(code ?? '')) await copyFile(from, to);
    else throw error;
  }
}

/** Puts every file of `from` that `to` lacks into `to`; answers how many files and bytes it added. */
export async function transferMissing(
  from: string,
  to: string,
  mode: TransferMode,
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const relative of await listFiles(from)) {
    const target = path.join(to, relative);
    if (await exists(target)) continue;
    const source = path.join(from, relative);
    let size: number;
    try {
      size = (await stat(source)).size;
      await transferFile(source, target, mode);
    } catch (error) {
      // Removed since it was listed (a delete that committed before the snapshot): it was not needed.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    files++;
    bytes += size;
  }
  return { files, bytes };
}

/** True when `dir` is absent or holds no file (empty subdirectories do not count). */
export async function holdsNoFiles(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length === 0;
}
