/**
 * The running embedded portal's backup door. PGlite's files belong to the one process that opened them (its
 * directory lock), so a backup command cannot read them while the portal runs; instead the portal listens on a
 * Unix socket in DATA_DIR/control (a directory only its user may enter) and, asked `{"command":"snapshot"}`,
 * takes the snapshot itself (pglite-snapshot.ts) and answers where it put it. It takes no other command and
 * reads at most one short line; a PostgreSQL portal opens no socket (its backups go through pg_dump).
 */
import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client';
import { snapshotPglite } from './pglite-snapshot';
import { pgliteClientOf } from './sql-runner';
import { TransferError } from './transfer-error';

export const controlSocketIn = (dataDir: string) => path.join(dataDir, 'control', 'portal.sock');

/** Unix socket paths are limited to 107 bytes; a longer DATA_DIR gets no socket (and a warning). */
const MAX_SOCKET_PATH = 107;
const MAX_REQUEST_BYTES = 1024;

export interface SnapshotReply {
  ok: boolean;
  /** The staging directory holding the snapshot (ok). */
  dir?: string;
  error?: string;
}

const noSocket = { close: async () => {} };

/** Starts answering snapshot requests for an embedded portal; resolves with how to stop. Never fails the start-up: it warns. */
export async function listenForBackups(
  database: Database,
  dataDir: string,
  warn: (message: string) => void = console.warn,
): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketIn(dataDir);
  if (database.engine !== 'pglite') return noSocket;
  try {
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
      throw new Error(`${socketPath} is longer than a Unix socket path may be`);
    await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 });
    const folder = await lstat(path.dirname(socketPath));
    if (!folder.isDirectory() || folder.uid !== process.getuid?.())
      throw new Error(`${path.dirname(socketPath)} is not a directory of the portal's own user`);
    await chmod(path.dirname(socketPath), 0o700);
    // This process holds DATA_DIR's lock, so a socket file left there belongs to a portal that is gone.
    await rm(socketPath, { force: true });
    const server = createServer((socket) => answerSnapshots(socket, database, dataDir));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, () => resolve()));
    await chmod(socketPath, 0o600);
    return { close: () => closeServer(server, socketPath) };
  } catch (error) {
    warn(
      `No backup socket (${error instanceof Error ? error.message : String(error)}): \`npm run backup\` needs this portal stopped.`,
    );
    return noSocket;
  }
}

/** One snapshot at a time, in the order asked. */
let snapshots: Promise<unknown> = Promise.resolve();

/** Reads one request line from `socket` and answers it. */
function answerSnapshots(socket: Socket, database: Database, dataDir: string): void {
  let request = '';
  const answer = (reply: SnapshotReply) => {
    socket.end(`${JSON.stringify(reply)}\n`);
  };
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  socket.on('data', (chunk: string) => {
    if (request.includes('\n')) return; // answered (or answering) already
    request += chunk;
    if (request.length > MAX_REQUEST_BYTES) socket.destroy();
    else if (request.includes('\n')) {
      if (request.trim() !== JSON.stringify({ command: 'snapshot' }))
        return answer({ ok: false, error: 'Unknown command' });
      snapshots = snapshots.then(() =>
        snapshotPglite(pgliteClientOf(database.db), dataDir).then(
          ({ dir }) => answer({ ok: true, dir }),
          (error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
        ),
      );
    }
  });
}

async function closeServer(server: Server, socketPath: string): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(socketPath, { force: true });
}

/** Asks the portal running on DATA_DIR for a snapshot; null when none listens there. */
export function askRunningPortal(dataDir: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketIn(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'snapshot' })}\n`));
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '')) resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply) as SnapshotReply;
        if (answer.ok && answer.dir) resolve(answer.dir);
        else
          reject(
            new TransferError(`The running portal could not take the snapshot: ${answer.error ?? 'no reason given'}`),
          );
      } catch {
        reject(new TransferError('The running portal closed its backup socket without an answer (did it stop?).'));
      }
    });
  });
}
