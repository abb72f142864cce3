/**
 * One message through SMTP with nodemailer, and its failure in the catalogue's words (never a stack, never the
 * password, never the peer's own text: a banner or reply may come from any service behind that port).
 * The host is checked against the outbound policy just before connecting, and nodemailer connects to the address
 * checked (the name kept for TLS), so a DNS answer that changed since saving cannot point it inside.
 * Timeouts are short: a test e-mail must answer while the user waits.
 */
import { createTransport } from 'nodemailer';
import { SMTP_FAILURES } from '../../contract/mail/mail';
import { checkOutboundHost, type OutboundPolicy } from '../platform/net/outbound-host';
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

/** The host refused by the outbound policy at connect time (describeSmtpError words it). */
const hostRefused = (reason: 'internal' | 'not-found') =>
  Object.assign(new Error('outbound host refused'), { code: reason === 'internal' ? 'EINTERNALHOST' : 'EDNS' });

/** Sends one message; throws what nodemailer throws (describeSmtpError words it). */
export async function sendThroughSmtp(
  credentials: SmtpCredentials,
  message: OutgoingMessage,
  policy: OutboundPolicy,
): Promise<void> {
  const target = await checkOutboundHost(credentials.host, policy);
  if (!target.ok) throw hostRefused(target.reason);
  const transport = createTransport({
    host: target.address,
    servername: target.host, // SNI and certificate checks against the name, not the address connected to
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
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  } finally {
    transport.close();
  }
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
}

/** nodemailer wraps socket failures as ESOCKET/ECONNECTION; the system's code in the message says which. */
function causeOf(failure: SmtpFailure, error: unknown): string | undefined {
  // Our refusal, and a peer that is not SMTP at all: its banner is arbitrary text, so its words decide nothing.
  if (failure.code === 'EINTERNALHOST' || failure.code === 'EPROTOCOL') return failure.code;
  const message = error instanceof Error ? error.message : '';
  const system = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET)\b/.exec(message)?.[1];
  if (system === 'EAI_AGAIN') return 'ENOTFOUND';
  if (system) return system;
  if (/ssl|tls|certificate|wrong version number/i.test(message)) return 'ETLS';
  return failure.code;
}

/** The failure in the catalogue's words: what went wrong and where, with the SMTP reply code (a number) when there is one. */
export function describeSmtpError(error: unknown, credentials: Pick<SmtpCredentials, 'host' | 'port'>): string {
  const failure = (error ?? {}) as SmtpFailure;
  const where = `${credentials.host}:${credentials.port}`;
  const code = SMTP_FAILURES.code(typeof failure.responseCode === 'number' ? failure.responseCode : undefined);
  switch (causeOf(failure, error)) {
    case 'EINTERNALHOST':
      return SMTP_FAILURES.internalHost(credentials.host);
    case 'ECONNREFUSED':
      return SMTP_FAILURES.refused(where);
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return SMTP_FAILURES.timedOut(where);
    case 'EDNS':
    case 'ENOTFOUND':
      return SMTP_FAILURES.notFound(credentials.host);
    case 'EAUTH':
    case 'ENOAUTH':
      return SMTP_FAILURES.authFailed(code);
    case 'ETLS':
    case 'EREQUIRETLS':
      return SMTP_FAILURES.tlsFailed(where);
    case 'EENVELOPE':
      return SMTP_FAILURES.envelopeRefused(code);
    case 'EPROTOCOL':
      return SMTP_FAILURES.notSmtp(where);
    case 'EMESSAGE':
      return SMTP_FAILURES.rejected(code);
    case 'ECONNRESET':
    case 'ECONNECTION':
    case 'ESOCKET':
      return SMTP_FAILURES.connectionFailed(where);
    default:
      return SMTP_FAILURES.other(where);
  }
}
