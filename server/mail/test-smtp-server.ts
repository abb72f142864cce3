/**
 * A real SMTP server in the test process (smtp-server on an ephemeral port) that keeps every message it
 * receives, raw, with its envelope; optionally it asks for a username and password.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it arrived (headers and body). */
  raw: string;
  /** The username the client signed in with, if any. */
  user: string | null;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Every AUTH the server was offered, accepted or not: where a password went. */
  auths: { username: string; password: string }[];
  /** Connections opened to it (a refused host must open none). */
  connections: number;
  close(): Promise<void>;
}

/** Starts the server; with `auth`, only that username and password are let in (plain auth over a local socket). */
export async function startTestSmtpServer(auth?: { username: string; password: string }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const seen = { auths: [] as TestSmtpServer['auths'], connections: 0 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      seen.connections += 1;
      callback();
    },
    onAuth(session, _context, callback) {
      seen.auths.push({ username: session.username ?? '', password: session.password ?? '' });
      if (auth && session.username === auth.username && session.password === auth.password)
        return callback(null, { user: session.username });
      return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: (session.user as string | undefined) ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    get auths() {
      return seen.auths;
    },
    get connections() {
      return seen.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken, then released), for "the SMTP server is down". */
export async function closedPort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}
