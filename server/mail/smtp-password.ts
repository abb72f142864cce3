/**
 * The SMTP password sealed together with the server it was typed for (host, port and security): opened for any
 * other server it answers 'elsewhere', never the password. So a row whose host was changed after the password was
 * typed (a save that kept it, a stale or raced write, an edited database) cannot send it there. Security is part of
 * the server: the same host without TLS would carry the password in the clear.
 */
import type { EmailSecurity } from '../../contract/mail/mail';
import { openOrNull, type SecretsCipher } from '../platform/secrets/cipher';
import { normaliseHost } from '../platform/net/outbound-host';

/** Where a password may go. */
export interface SmtpDestination {
  host: string;
  port: number;
  security: EmailSecurity;
}

/** What opening the saved password gave; only 'ok' carries it. */
export type OpenedSmtpPassword =
  | { status: 'ok'; password: string }
  | { status: 'unreadable' }
  | { status: 'elsewhere' };

const FORMAT = 'smtp-password/1';

/** One string per destination: case, brackets and a trailing dot of the host do not make another one. */
export const destinationKey = (to: SmtpDestination): string => `${normaliseHost(to.host)}|${to.port}|${to.security}`;

export const sameDestination = (a: SmtpDestination, b: SmtpDestination): boolean =>
  destinationKey(a) === destinationKey(b);

/** The password sealed with its destination. */
export const sealSmtpPassword = (secrets: SecretsCipher, password: string, to: SmtpDestination): string =>
  secrets.seal(JSON.stringify({ format: FORMAT, destination: destinationKey(to), password }));

/** The password when it was sealed for `to`; a value sealed before passwords were bound has no destination: 'elsewhere'. */
export function openSmtpPassword(secrets: SecretsCipher, sealed: string, to: SmtpDestination): OpenedSmtpPassword {
  const opened = openOrNull(secrets, sealed);
  if (opened === null) return { status: 'unreadable' };
  let bound: { format?: unknown; destination?: unknown; password?: unknown };
  try {
    bound = JSON.parse(opened) as typeof bound;
  } catch {
    return { status: 'elsewhere' };
  }
  const fits =
    bound?.format === FORMAT && typeof bound.password === 'string' && bound.destination === destinationKey(to);
  return fits ? { status: 'ok', password: bound.password as string } : { status: 'elsewhere' };
}
