/**
 * Payment settings and application links: plain versioned `shop_settings` rows with defaults until saved.
 * Payment settings say which methods the storefront offers (COD also follows the customer portal's limits).
 */
import type { z } from 'zod';
import type {
  ApplicationLinksValuesSchema,
  PaymentSettingsValuesSchema,
} from '../../contract/settings/portal-settings-sections';
import { PAYMENT_METHODS } from '../../contract/orders/order';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { readSetting, writeSetting } from './setting-row';

/** A section's key in `shop_settings`, and what it reads as before anything is saved. */
interface SimpleSection<T extends object> {
  key: string;
  defaults: T;
}

export const PAYMENT_SETTINGS: SimpleSection<z.output<typeof PaymentSettingsValuesSchema>> = {
  key: 'paymentSettings',
  defaults: { enabledMethods: [...PAYMENT_METHODS] },
};
export const APPLICATION_LINKS: SimpleSection<z.output<typeof ApplicationLinksValuesSchema>> = {
  key: 'applicationLinks',
  defaults: { androidAppUrl: '', iosAppUrl: '', websiteUrl: '' },
};

/** The saved values over the defaults, with the version (0 until saved). */
export async function readSection<T extends object>(
  db: Db,
  section: SimpleSection<T>,
): Promise<T & { version: number }> {
  const { value, version } = await readSetting<T>(db, section.key);
  return { ...section.defaults, ...value, version };
}

/** Saves with the version read (stale → 409), its audit row in the same transaction. */
export const saveSection = <T extends object>(
  db: Db,
  section: SimpleSection<T>,
  { version, ...values }: T & { version: number },
) =>
  withTransaction(db, async (tx) => {
    const { value: before, version: current } = await readSetting<T>(tx, section.key, true);
    const next = values as unknown as T;
    const saved = await writeSetting(
      tx,
      section.key,
      version,
      before ?? (current === 0 ? section.defaults : null),
      next,
    );
    return { ...next, version: saved };
  });

/** The payment methods the storefront offers, in the contract's order. */
export async function enabledPaymentMethods(db: Db): Promise<string[]> {
  const { enabledMethods } = await readSection(db, PAYMENT_SETTINGS);
  return PAYMENT_METHODS.filter((m) => enabledMethods.includes(m));
}
