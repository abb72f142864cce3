/**
 * `queueMail(tx, mail)`: writes a message to the Outbox inside the caller's transaction, so the message and the
 * change it announces commit together (a ticket reply and its e-mail) or not at all. Deliver it with
 * `deliverOutboxMessage(db, id)` after the commit: SMTP never runs inside a transaction (see ./send-mail.ts).
 */
import type { Db } from '../db/client';
import type { SecretsCipher } from '../platform/secrets/cipher';
import { outbox } from './schema';
import type { MailToSend } from './send-mail';

/** The Outbox row's id, status Queued until delivered. `secrets`: the app's cipher (`secretsOf(app.db)`; a transaction has none bound). */
export async function queueMail(tx: Db, secrets: SecretsCipher, mail: MailToSend): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      text: secrets.seal(mail.text),
      html: mail.html ? secrets.seal(mail.html) : null,
    })
    .returning({ id: outbox.id });
  return row.id;
}
