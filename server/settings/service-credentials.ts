/**
 * Service credentials: the payment gateway's client id, client secret and mode (Production or Test). The
 * secret is sealed with the secrets key before it reaches the database, answered only as set + last four,
 * replaced only when a new one is typed, and audited only as changed.
 */
import type {
  GatewayMode,
  ServiceCredentials,
  ServiceCredentialsUpdateSchema,
} from '../../contract/settings/portal-settings-sections';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { openOrNull, secretHint, type SecretsCipher } from '../platform/secrets/cipher';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { readSetting, writeSetting } from './setting-row';

export const SERVICE_CREDENTIALS_KEY = 'serviceCredentials';

/** As stored: the secret sealed (`v1:…`), or null when none was saved. */
interface StoredServiceCredentials {
  clientId: string;
  clientSecret: string | null;
  mode: GatewayMode;
}

type Update = z.output<typeof ServiceCredentialsUpdateSchema>;

/** What reads before the first save (the audit row of the first save says what changed from it). */
const NOTHING_SAVED: StoredServiceCredentials = { clientId: '', clientSecret: null, mode: 'Test' };

/** The section as the screen shows it: the secret only hinted (set, and its last four when it can be opened). */
export async function readServiceCredentials(db: Db, secrets: SecretsCipher): Promise<ServiceCredentials> {
  const { value, version } = await readSetting<StoredServiceCredentials>(db, SERVICE_CREDENTIALS_KEY);
  if (!value)
    return {
      clientId: NOTHING_SAVED.clientId,
      clientSecret: { set: false, lastFour: null },
      mode: NOTHING_SAVED.mode,
      version,
    };
  const opened = value.clientSecret ? openOrNull(secrets, value.clientSecret) : null;
  // Sealed under another key: still set (typing it again replaces it), with no hint.
  const clientSecret = value.clientSecret && opened === null ? { set: true, lastFour: null } : secretHint(opened);
  return { clientId: value.clientId, clientSecret, mode: value.mode, version };
}

/** Saves with the version read (stale → 409); an empty secret keeps the saved one. */
export const saveServiceCredentials = (db: Db, secrets: SecretsCipher, update: Update) =>
  withTransaction(db, async (tx) => {
    const { value: before } = await readSetting<StoredServiceCredentials>(tx, SERVICE_CREDENTIALS_KEY, true);
    const clientSecret = update.clientSecret ? secrets.seal(update.clientSecret) : (before?.clientSecret ?? null);
    const next: StoredServiceCredentials = { clientId: update.clientId, clientSecret, mode: update.mode };
    // A sealed value differs on every seal: the audit row says whether the secret was replaced, never a value.
    const view = (v: StoredServiceCredentials) => ({
      clientId: v.clientId,
      mode: v.mode,
      clientSecret:
        v === next && clientSecret !== (before?.clientSecret ?? null) ? 'replaced' : v.clientSecret ? 'set' : 'not set',
    });
    await writeSetting(tx, SERVICE_CREDENTIALS_KEY, update.version, before ?? NOTHING_SAVED, next, { auditView: view });
    return readServiceCredentials(tx, secrets);
  });

/** What the server needs to call the payment gateway; the secret opened. Never send this to a browser. */
export interface PaymentGateway {
  mode: GatewayMode;
  clientId: string;
  /** Null when none is saved or it was sealed under another key (type it again in the portal settings). */
  clientSecret: string | null;
  configured: boolean;
}

/** The payment gateway's mode and credentials for server use (the subscription checkout); pass the app's db, not a transaction. */
export async function readPaymentGateway(db: Db): Promise<PaymentGateway> {
  const { value } = await readSetting<StoredServiceCredentials>(db, SERVICE_CREDENTIALS_KEY);
  if (!value) return { mode: 'Test', clientId: '', clientSecret: null, configured: false };
  const clientSecret = value.clientSecret ? openOrNull(secretsOf(db), value.clientSecret) : null;
  return {
    mode: value.mode,
    clientId: value.clientId,
    clientSecret,
    configured: Boolean(value.clientId && clientSecret),
  };
}
