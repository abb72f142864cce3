/**
 * Builds the SPA with Vite when dist/ is missing or older than any of its sources,
 * so `npm start` on a fresh clone serves a current build without a separate step.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const SOURCES = [
  'src',
  'contract',
  'machines',
  'index.html',
  'vite.config.ts',
  'scripts/vite-shipped-icons.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when dist/index.html is missing or older than the newest source file. */
export function needsBuild(): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

const LOCK = join(root, '.build.lock');

/** One build at a time on this checkout (browser-test runs in parallel would write dist/ together). */
async function withBuildLock(work: () => Promise<void>): Promise<void> {
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than five minutes was left by a build that died.
      if (waited > 300_000 || Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000)
        rmSync(LOCK, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  try {
    await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export async function ensureBuild(): Promise<void> {
  if (!needsBuild()) return;
  await withBuildLock(async () => {
    if (needsBuild()) await buildProduction();
  });
}

/**
 * A current build copied to a new temporary folder, which the caller serves and removes. A browser-test run serves
 * its own copy, not dist/: another run in the same checkout rebuilds dist/ when the sources changed since (Vite empties
 * it first), and a page this run had open then asked for chunks no longer there ("This screen could not be loaded").
 * Copied under the build lock, so never half of a build another run is writing.
 */
export async function buildSnapshot(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-spa-'));
  try {
    await withBuildLock(async () => {
      if (needsBuild()) await buildProduction();
      await cp(join(root, 'dist'), dir, { recursive: true });
    });
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function buildProduction(): Promise<void> {
  console.log('Building the portal (first start or sources changed)…');
  // Vite builds for NODE_ENV when it is set: under vitest (the browser tests' set-up) it is 'test', which
  // gives React's development build, and `npm start` would then serve that build as current.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await ensureBuild();
}
