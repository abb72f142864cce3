/**
 * One message through SMTP with nodemailer, and its failure in words a shop's staff can act on
 * (never a stack, never the password). Timeouts are short: a test e-mail must answer while the user waits.
 */
import { createTransport } from 'nodemailer';
import type { StoredEmailCredentials } from './smtp-settings';

/** The credentials with the password opened. */
export type SmtpCredentials = Omit<StoredEmailCredentials, 'password'> & { password: string | null };

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends one message; throws what nodemailer throws (describeSmtpError words it). */
export async function sendThroughSmtp(credentials: SmtpCredentials, message: OutgoingMessage): Promise<void> {
  const transport = createTransport({
    host: credentials.host,
    port: credentials.port,
    secure: credentials.security === 'tls',
    requireTLS: credentials.security === 'starttls',
    ignoreTLS: credentials.security === 'none',
    auth: credentials.username ? { user: credentials.username, pass: credentials.password ?? '' } : undefined,
    logger: false, // bodies may hold one-time codes: nothing of a message is logged
    ...TIMEOUTS,
  });
  try {
    await transport.sendMail({
      from: { name: credentials.fromName || credentials.fromAddress, address: credentials.fromAddress },
      to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}),
    });
  } finally {
    transport.close();
  }
}

interface SmtpFailure { code?: string; responseCode?: number; response?: string; command?: string }

/** The SMTP server's own reply line, trimmed (it names the problem better than we could), or null. */
const replyOf = (failure: SmtpFailure) => (failure.response ? failure.response.replace(/\s+/g, ' ').trim().slice(0, 200) : null);

/** nodemailer wraps socket failures as ESOCKET/ECONNECTION; the system's code in the message says which. */
function causeOf(failure: SmtpFailure, error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const system = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET)\b/.exec(message)?.[1];
  if (system === 'EAI_AGAIN') return 'ENOTFOUND';
  if (system) return system;
  if (/ssl|tls|certificate|wrong version number/i.test(message)) return 'ETLS';
  return failure.code;
}

/** The failure in words: what went wrong and where, with the server's reply when it gave one. */
export function describeSmtpError(error: unknown, credentials: Pick<SmtpCredentials, 'host' | 'port'>): string {
  const failure = (error ?? {}) as SmtpFailure;
  const where = `${credentials.host}:${credentials.port}`;
  const reply = replyOf(failure);
  switch (causeOf(failure, error)) {
    case 'ECONNREFUSED': return `The SMTP server at ${where} refused the connection: check the host and port.`;
    case 'ETIMEDOUT':
    case 'ETIMEOUT': return `The SMTP server at ${where} did not answer in time: check the host, port and security.`;
    case 'EDNS':
    case 'ENOTFOUND': return `The SMTP server name ${credentials.host} could not be found: check the host.`;
    case 'EAUTH': return `The SMTP server refused the username or password${reply ? ` (${reply})` : ''}.`;
    case 'ETLS': return `A secure connection to ${where} could not be made: check the security setting.`;
    case 'EENVELOPE': return `The SMTP server refused the sender or recipient${reply ? ` (${reply})` : ''}.`;
    case 'ECONNRESET':
    case 'ECONNECTION':
    case 'ESOCKET': return `The connection to ${where} failed: check the host, port and security setting.`;
    default: return reply ? `The SMTP server answered: ${reply}` : `The e-mail could not be sent through ${where}.`;
  }
}
