import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, pgliteLockFile } from './client';
import { DataDirInUseError, lockDataDir } from './dir-lock';
import { scaled } from '../test-support/timeouts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
  file = path.join(dir, 'pglite.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The id of a process that has exited. */
const exitedPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockDataDir', () => {
  it('refuses a directory while a running process holds it, and frees it on release', async () => {
    const release = await lockDataDir(file, dir);
    expect(await readFile(file, 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockDataDir(file, dir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(file, dir)).rejects.toThrow(
      `The data directory ${dir} is in use by another portal server (process ${process.pid})`,
    );
    await release();
    const again = await lockDataDir(file, dir);
    await again();
  });

  it('takes over a lock left by a process that has exited', async () => {
    await writeFile(file, `${exitedPid()}\n`);
    const release = await lockDataDir(file, dir);
    expect(await readFile(file, 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });

  it('releases only a lock it still holds', async () => {
    const release = await lockDataDir(file, dir);
    await writeFile(file, '1\n');
    await release();
    expect(await readFile(file, 'utf8')).toBe('1\n');
  });
});

describe('a PGlite data directory', () => {
  it('opens in one server at a time: a second open fails until the first closes', {
    timeout: scaled(60_000),
  }, async () => {
    const pgliteDir = path.join(dir, 'pglite');
    const options = { pgliteDir, statementTimeoutMs: 0 };
    const first = await openDatabase(options);
    await expect(openDatabase(options)).rejects.toThrow(DataDirInUseError);
    await first.close();
    await expect(readFile(pgliteLockFile(pgliteDir), 'utf8')).rejects.toThrow();
    const second = await openDatabase(options);
    await second.close();
  });
});
