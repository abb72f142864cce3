/**
 * Which cipher belongs to which database: the app binds its cipher to its `db` once at start
 * (server/mail/routes.ts), so code that is handed only the database (sendMail) can seal and open.
 * A WeakMap, because tests run several apps, each with its own database, in one process.
 */
import type { Db } from '../../db/client';
import { createSecretsCipher, type SecretsCipher } from './cipher';
import { resolveSecretsKey } from './secrets-key';

const ciphers = new WeakMap<object, SecretsCipher>();

/** Resolves the key (SECRETS_KEY or the DATA_DIR key file) and binds its cipher to `db`. */
export async function bindSecrets(db: Db, options: { dataDir: string; secretsKey?: string }): Promise<SecretsCipher> {
  const cipher = createSecretsCipher(
    await resolveSecretsKey({ secretsKey: options.secretsKey ?? process.env.SECRETS_KEY, dataDir: options.dataDir }),
  );
  ciphers.set(db, cipher);
  return cipher;
}

/** The cipher bound to `db`; a programming error when the app did not bind one (it always does at start). */
export function secretsOf(db: Db): SecretsCipher {
  const cipher = ciphers.get(db);
  if (!cipher)
    throw new Error("No secrets key is bound to this database: pass the app's db (app.db), not a transaction");
  return cipher;
}
