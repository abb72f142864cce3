/**
 * Deterministic demo data for an Indian shop (fixed faker seed, en_IN): company, demo users, catalogue,
 * customers, tax rates, delivery and pickup locations, promo codes, and any number of orders with items,
 * payments, returns and exchanges.
 */
import { fakerEN_IN as faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { company } from '../company/schema';
import { portalUsers } from '../platform/auth/schema';
import { queryRows, prepareBulkWork, withTransaction } from '../db/transaction';
import { hashPassword } from '../platform/auth/passwords';
import { COMPANY_ASSETS_PREFIX } from '../static-paths';
import { demoAccounts } from './accounts';
import { linkDemoAttributeSets, seedCatalogue, seedCategoryPictures } from './catalogue';
import { seedCustomers } from './customers';
import { seedOrders } from './orders';
import { seedBulkProducts } from './products';
import { seedOrderStock } from '../catalogue/stock/seed-order-stock';
import { resourceTableNames, seedResources } from './resources';
import { refreshDuePrices } from '../catalogue/products/flash-sale-prices';
import { seedSliderPictures } from '../content/slider.resource';
import { seedReturnQuestions } from './returns';
import { seedRobotText } from './robot-text';
import { seedMedia } from './media';
import { seedDemoNotifications, seedSupportTickets } from '../support/demo-tickets';
import { seedSubscription } from '../subscription/seed';
import { seedCustomerPortal } from '../settings/customer-portal';

export { demoAccounts, type DemoAccount } from './accounts';

/** The faker seed: same seed, same shop. */
export const DEMO_SEED = 20_240_601;
export const DEMO_PRODUCTS = 200;

export interface SeedOptions {
  orders: number;
  /** Generated products beyond the demo catalogue (`--products N`; 1–20 variants each). */
  products?: number;
  /** The moment the data is relative to (orders over the 90 days before it). */
  now?: Date;
  onProgress?: (message: string) => void;
  /** DATA_DIR: when given, demo pictures are drawn and stored there for the media library (server/seed/media.ts). */
  dataDir?: string;
}

/** About one customer per 20 orders, at least 500 (a demo shop), at most 100,000. */
export const customersFor = (orders: number) => Math.max(500, Math.min(100_000, Math.round(orders / 20)));

/** True when no demo (or real) data exists yet: no portal users and no company. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists(select 1 from portal_users) or exists(select 1 from company) as used`,
  );
  return !row.used;
}

async function seedCompanyAndUsers(tx: Db, now: Date): Promise<void> {
  await tx.insert(company).values({
    name: 'Demo Shop',
    logoImage: `${COMPANY_ASSETS_PREFIX}logo.svg`,
    faviconImage: `${COMPANY_ASSETS_PREFIX}favicon.svg`,
    cdnMainBase: '/media/',
    cdnLocalBase: '/media/',
    currency: 'INR',
  });
  await seedSubscription(tx, now);
  for (const account of demoAccounts()) {
    const { password, ...user } = account;
    await tx.insert(portalUsers).values({ ...user, passwordHash: await hashPassword(password) });
  }
}

/** Seeds everything into an empty database; returns false (and does nothing) when data already exists. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const now = options.now ?? new Date();
  const say = options.onProgress ?? (() => {});
  faker.seed(DEMO_SEED);
  await withTransaction(db, async (tx) => {
    await prepareBulkWork(tx);
    await seedCompanyAndUsers(tx, now);
    await seedCatalogue(tx, faker, DEMO_PRODUCTS);
    await seedCustomers(tx, faker, customersFor(options.orders), now);
    await seedResources(tx, now);
    // The demo flash sales marked their products' prices due: price them now, so the seeded rows are current.
    await refreshDuePrices(tx);
    await seedRobotText(tx);
    await linkDemoAttributeSets(tx);
    await seedCustomerPortal(tx);
  });
  say(
    `company, ${demoAccounts().length} users, ${DEMO_PRODUCTS} products, ${customersFor(options.orders)} customers, taxes, locations and promo codes`,
  );
  const generated = options.products ?? 0;
  await seedBulkProducts(db, generated, now, (done) =>
    say(`${done.toLocaleString('en-IN')} of ${generated.toLocaleString('en-IN')} generated products`),
  );
  await seedOrders(db, options.orders, now, (done) =>
    say(`${done.toLocaleString('en-IN')} of ${options.orders.toLocaleString('en-IN')} orders`),
  );
  await withTransaction(db, async (tx) => {
    await prepareBulkWork(tx);
    await seedOrderStock(tx);
  });
  await withTransaction(db, (tx) => seedReturnQuestions(tx));
  await withTransaction(db, async (tx) => {
    say(`${await seedSupportTickets(tx, now)} support tickets`);
    await seedDemoNotifications(tx);
  });
  if (options.dataDir) {
    say(
      `${await seedMedia(db, options.dataDir)} pictures in the media library, ${await seedCategoryPictures(db)} on categories, ${await seedSliderPictures(db)} on sliders`,
    );
  }
  return true;
}

/** Start-up: seeds demo data when the database is empty. */
export function seedIfEmpty(
  db: Db,
  orders: number,
  onProgress?: (message: string) => void,
  dataDir?: string,
): Promise<boolean> {
  return seedDemo(db, { orders, onProgress, dataDir });
}

/** Deletes all shop data and users (keeps system settings such as the generated JWT key). */
export async function resetDemoData(db: Db): Promise<void> {
  const tables = new Set([
    'returns',
    'payments',
    'order_items',
    'orders',
    'customers',
    'products',
    'categories',
    ...resourceTableNames(),
    'saved_views',
    'table_layouts',
    'robot_text_versions',
    'media',
    'refresh_tokens',
    'login_failures',
    'portal_users',
    'company',
    'shop_subscription',
    'subscription_payments',
    'subscription_invoices',
    'product_import_sets',
  ]);
  await db.execute(
    sql`truncate table ${sql.join(
      [...tables].map((name) => sql.identifier(name)),
      sql`, `,
    )} restart identity cascade`,
  );
}
