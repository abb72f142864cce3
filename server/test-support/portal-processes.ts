/**
 * Real portal processes for the tests of several processes on one PostgreSQL (issue 16): a scratch database next
 * to DATABASE_URL's, and `npm start`'s own entry (server/main.ts) run as child processes on ports of their own,
 * sharing a DATA_DIR (the JWT key and media files, as a deployment shares them). Each is stopped with SIGTERM or
 * killed with SIGKILL by the test; whatever is left is killed when the test closes them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { postgresUrlFor, withPostgresAdmin } from './database-templates';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** An empty database next to DATABASE_URL's, and how to drop it. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withPostgresAdmin((admin) => admin.query(`create database "${name}"`));
  return {
    url: postgresUrlFor(name),
    drop: () =>
      withPostgresAdmin(async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PortalProcess {
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  child: ChildProcess;
  /** Everything it wrote, for a failing test's message. */
  output: string[];
  /** Resolves with the exit code (or the signal) once it has stopped. */
  exited: Promise<number | string>;
}

export interface PortalProcessOptions {
  databaseUrl: string;
  dataDir: string;
  orders?: number;
  env?: Record<string, string>;
}

/**
 * Starts `server/main.ts`; resolves once it listens (its welcome line), rejects if it stops or takes over `timeoutMs`.
 * A free port can be taken by another test between `freePort` and the listen: then it starts again on another.
 */
export async function startPortalProcess(options: PortalProcessOptions, timeoutMs = 180_000): Promise<PortalProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, await freePort(), timeoutMs);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(
  { databaseUrl, dataDir, orders = 30, env = {} }: PortalProcessOptions,
  port: number,
  timeoutMs: number,
): Promise<PortalProcess> {
  // Node itself with tsx's loader, not the tsx command: the command runs the portal in a child of its own, so a SIGKILL
  // sent to it killed the wrapper and left the portal running (a 'killed' portal went on delivering).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_ORDERS: String(orders),
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent-spa-dir',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`portal on ${port} did not start in ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const watch = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Shop portal:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`portal on ${port} stopped (${code}) before it listened:\n${output.join('')}`));
    });
  });
  return { api: `http://127.0.0.1:${port}/api`, child, output, exited };
}

/** Stops the processes still running: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopAll(processes: readonly PortalProcess[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    processes
      .filter((p) => p.child.exitCode === null && p.child.signalCode === null)
      .map(async (p) => {
        p.child.kill('SIGTERM');
        const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
        await p.exited;
        clearTimeout(timer);
      }),
  );
}
