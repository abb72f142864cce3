/**
 * Builds the SPA with Vite when dist/ is missing or older than any of its sources,
 * so `npm start` on a fresh clone serves a current build without a separate step.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
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
