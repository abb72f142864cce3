/**
 * The notice to a portal user's former e-mail address when someone else changes it (issue 39): whoever controls the
 * new address can reset the password, so the owner hears of it where they still read mail.
 */
import { PORTAL_USER_MESSAGES } from '../../contract/people/portal-users';
import type { Db } from '../db/client';
import { queueMail } from '../mail/queue-mail';
import type { SecretsCipher } from '../platform/secrets/cipher';

/** The Outbox kind of the notice. */
export const EMAIL_CHANGED_KIND = 'portal-user-email-changed';

/**
 * Queues the notice to `before.email` in the change's transaction when the address changed (case aside); its Outbox
 * id, or null when the e-mail stayed. Deliver it with `deliverOutboxMessage` after commit.
 */
export async function queueEmailChangedNotice(
  tx: Db,
  secrets: SecretsCipher,
  before: { name: string; username: string; email: string },
  newEmail: string,
  changedBy: { name: string },
): Promise<number | null> {
  if (before.email.toLowerCase() === newEmail.toLowerCase()) return null;
  return queueMail(tx, secrets, {
    to: before.email,
    subject: PORTAL_USER_MESSAGES.emailChangedSubject,
    text: PORTAL_USER_MESSAGES.emailChangedText(before.name, before.username, changedBy.name),
    kind: EMAIL_CHANGED_KIND,
  });
}
