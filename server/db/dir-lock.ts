/**
 * PGlite's files belong to one process at a time: a second server on the same DATA_DIR would write
 * the same database files without knowing of the first, and corrupt them. The lock is a file beside
 * them holding its owner's process id, created only if absent; a lock whose process is gone (a crash,
 * a kill -9) is taken over. It guards against the everyday mistake — a second `npm start` in another
 * terminal — not against two servers started in the same instant after a crash.
 */
import { open, readFile, rm } from 'node:fs/promises';

export class DataDirInUseError extends Error {}

/** True while process `pid` runs (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ownerOf = async (file: string) => Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);

/** Creates `file` holding this process's id; false when it exists already. */
async function create(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(`${process.pid}\n`).finally(() => handle.close());
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the lock `file` for the data directory `dir`; resolves with its release. */
export async function lockDataDir(file: string, dir: string): Promise<() => Promise<void>> {
  if (!(await create(file))) {
    const owner = await ownerOf(file);
    // This process counts too: a second PGlite on the same files is as bad in one process as in two.
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DataDirInUseError(
        `The data directory ${dir} is in use by another portal server (process ${owner}). ` +
          `Stop it or set DATA_DIR to another directory; if no server runs, delete ${file}.`,
      );
    }
    await rm(file, { force: true });
    if (!(await create(file)))
      throw new DataDirInUseError(`The data directory ${dir} was just taken by another portal server.`);
  }
  return async () => {
    if ((await ownerOf(file)) === process.pid) await rm(file, { force: true });
  };
}
