/** API tests' media set-up: an app whose DATA_DIR is a fresh temporary folder, signed in as the admin. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAccounts } from '../seed/accounts';
import { createTestApp, type TestApp } from './test-app';
import { signInAs } from './requests';
import type { Engine } from '../db/client';
import { mediaDirsIn } from '../media/storage';
import { multipartBody, type FilePart } from '../media/test-images';
import { API_BASE } from '../../contract/platform/api-paths';
import { MEDIA_API } from '../../contract/media/media';

type InjectResult = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface MediaTestApp extends TestApp {
  dataDir: string;
  token: string;
  upload(parts: readonly FilePart[]): Promise<InjectResult>;
  /** Every stored file, relative to the media root, sorted. */
  storedFiles(): Promise<string[]>;
  /** Files left in the scratch folder (must be none after any request). */
  scratchFiles(): Promise<string[]>;
}

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .toSorted();

/** A seeded app on `engine` with media stored in a temporary DATA_DIR, removed on close. */
export async function createMediaTestApp(engine: Engine): Promise<MediaTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  const t = await createTestApp(engine, { dataDir });
  const admin = demoAccounts().find((a) => a.username === 'admin')!;
  const { token } = await signInAs(t.app, admin.username, admin.password);
  const dirs = mediaDirsIn(dataDir);
  return {
    ...t,
    dataDir,
    token,
    upload(parts) {
      const { body, contentType } = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: `${API_BASE}${MEDIA_API.list}`,
        payload: body,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      });
    },
    storedFiles: () => filesUnder(dirs.root),
    scratchFiles: () => filesUnder(dirs.tmp),
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
