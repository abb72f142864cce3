/**
 * CUSTOMER_PORTAL: the storefront-facing settings, one versioned `shop_settings` row (`customerPortal`).
 * The home categories must exist when saved (a deleted one is a 409 on the field); a category deleted
 * later simply drops out of the answer.
 */
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import {
  CUSTOMER_PORTAL_DEFAULTS,
  type CustomerPortal,
  type CustomerPortalUpdateSchema,
} from '../../contract/settings/customer-portal';
import { CONFLICT_MESSAGES, MESSAGES } from '../../contract/platform/messages';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { categories } from '../catalogue/schema';
import { shopSettings } from './schema';
import { queryRows, withTransaction } from '../db/transaction';
import { conflict } from '../platform/http/http-errors';
import { readSetting, writeSetting } from './setting-row';

export const CUSTOMER_PORTAL_KEY = 'customerPortal';
/** Home categories the demo shop starts with: more than the rule's minimum, so its settings save out of the box. */
const DEMO_HOME_CATEGORIES = 6;

type Values = Omit<CustomerPortal, 'version' | 'categoryOptions'>;
type Update = z.output<typeof CustomerPortalUpdateSchema>;

/** Active categories named with their parents, in tree order. */
const categoryOptions = (db: Db) =>
  queryRows<{ id: number; name: string }>(
    db,
    sql`
  with recursive tree as (
    select id, name::text as name, array[sort_order, id] as sort_key from categories where parent_id is null and status = 'Active'
    union all
    select c.id, tree.name || ' / ' || c.name, tree.sort_key || array[c.sort_order, c.id] from categories c join tree on c.parent_id = tree.id where c.status = 'Active'
  )
  select id, name from tree order by sort_key`,
  );

async function existingCategoryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The settings (defaults until saved) with their version; home categories deleted since are left out. */
export async function readCustomerPortal(db: Db): Promise<CustomerPortal> {
  const { value, version } = await readSetting<Values>(db, CUSTOMER_PORTAL_KEY);
  const values = { ...CUSTOMER_PORTAL_DEFAULTS, ...value };
  const existing = await existingCategoryIds(db, values.homeCategoryIds);
  return {
    ...values,
    homeCategoryIds: values.homeCategoryIds.filter((id) => existing.has(id)),
    version,
    categoryOptions: await categoryOptions(db),
  };
}

/** Saves with the version read (stale → 409); the categories in the order chosen, each once. */
export const saveCustomerPortal = (db: Db, update: Update) =>
  withTransaction(db, async (tx) => {
    const { value: before, version } = await readSetting<Values>(tx, CUSTOMER_PORTAL_KEY, true);
    const { version: sent, ...values } = update;
    // The version first, so a stale save is a 409 whatever else is wrong with it.
    if (sent !== version) throw conflict(MESSAGES.staleVersion);
    const homeCategoryIds = [...new Set(values.homeCategoryIds)];
    const existing = await existingCategoryIds(tx, homeCategoryIds);
    if (existing.size !== homeCategoryIds.length) throw conflict(CONFLICT_MESSAGES.referenceGone, 'homeCategoryIds');
    const next: Values = { ...values, homeCategoryIds };
    // Before the first save the defaults were in force: the audit row says what changed from them.
    await writeSetting(tx, CUSTOMER_PORTAL_KEY, sent, before ?? CUSTOMER_PORTAL_DEFAULTS, next, {
      entity: 'customer-portal',
    });
    return readCustomerPortal(tx);
  });

/** The demo shop's settings: the defaults with its first top-level categories on the home page (version 1). */
export async function seedCustomerPortal(tx: Db): Promise<void> {
  const top = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(DEMO_HOME_CATEGORIES);
  await tx
    .insert(shopSettings)
    .values({
      key: CUSTOMER_PORTAL_KEY,
      value: { ...CUSTOMER_PORTAL_DEFAULTS, homeCategoryIds: top.map((row) => row.id) },
    })
    .onConflictDoNothing(); // a reset keeps portal settings (resetDemoData): what staff saved stays
}
