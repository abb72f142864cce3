/** Starts the real portal server (server/main.ts) as a child process on a loopback port, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  baseUrl: string;
  /** The server process's id (its memory is read from /proc by the media benchmark). */
  pid: number;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls /api/health until the server answers (start-up may include seeding). */
async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error('the server did not become healthy in time');
}

/** `BENCH_CPU_PROF=<dir>` writes the server's CPU profile there when it stops (to see where its time goes). */
const cpuProfileArgs = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** Runs `tsx server/main.ts` with `env` added; resolves once it is healthy. */
export async function startServer(env: Record<string, string>, timeoutMs = 30 * 60_000): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...cpuProfileArgs(), '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent-spa',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Only the seeding progress is worth showing; the welcome banner would clutter the report.
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('Seeding')) console.log(`[server] ${line}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}
