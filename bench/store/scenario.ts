/**
 * The storefront benchmark's shop: a fresh PostgreSQL database seeded with the demo shop and generated products, a
 * key with every scope, and shoppers each buying one product of their own to a pincode the shop serves (stock and "total allowed" raised so that
 * thousands of orders a round are never refused), each order checked by a quote first. The storefront's calls are made
 * on an app in this process (app.inject), so that captureStatements can record the SQL each runs.
 */
import { sql } from 'drizzle-orm';
import { API_KEY_SCOPES } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import type { StorePlaceOrder } from '../../contract/store/store-orders';
import { IDEMPOTENCY_HEADER } from '../../contract/orders/order-processing';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { queryRows } from '../../server/db/transaction';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { CITIES } from '../../server/seed/reference-data';
import { createApiKey } from '../../server/store/api-keys';

/** The storefront's product list as the benchmark reads it: the first page of 24, as a shop's category page shows. */
export const PRODUCT_LIST_PATH = `${STORE_API_BASE}${STORE_API.products}?page=1&pageSize=24`;
export const ORDERS_PATH = `${STORE_API_BASE}${STORE_API.orders}`;
const PLENTY = 1_000_000_000;

export interface Shop {
  database: Database;
  app: App;
  key: string;
  shoppers: StorePlaceOrder[];
}

/** Migrates and seeds `url`'s empty database: the demo shop, `orders` orders and `products` generated products. */
export async function seedShop(url: string, orders: number, products: number, say: (line: string) => void) {
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { orders, products, onProgress: (line) => say(`  seed: ${line}`) });
  } finally {
    await database.close();
  }
}

/** The shop on an app of this process (one connection, so each request's statements are sent in order). */
export async function openShop(url: string, shoppers: number): Promise<Shop> {
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0, poolSize: 1 });
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'error', STATIC_DIR: '/nonexistent-spa' });
  const app = await buildApp({ config, db: database.db, engine: 'postgres' });
  await app.ready();
  const made = await createApiKey(
    database.db,
    { name: 'Storefront benchmark', scopes: [...API_KEY_SCOPES], rateLimitPerMinute: PLENTY },
    { id: null, name: 'Benchmark', address: null },
  );
  const shop = { database, app, key: made.secret, shoppers: [] as StorePlaceOrder[] };
  shop.shoppers = await chooseShoppers(shop, shoppers);
  return shop;
}

/** A request to the storefront API with the shop's key. */
export function storeCall(shop: Shop, method: 'GET' | 'POST', url: string, body?: unknown, headers = {}) {
  return shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${shop.key}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Places `order` in-process under `idempotencyKey`; its number and id, or an error with the answer. */
export async function placeOrder(shop: Shop, order: StorePlaceOrder, idempotencyKey: string) {
  const answer = await storeCall(shop, 'POST', ORDERS_PATH, order, { [IDEMPOTENCY_HEADER]: idempotencyKey });
  if (answer.statusCode !== 201) throw new Error(`placing an order: ${answer.statusCode} ${answer.body}`);
  const { orderNo } = answer.json().output as { orderNo: string };
  const [row] = await queryRows<{ id: number }>(
    shop.database.db,
    sql`select id::int as id from orders where order_no = ${orderNo}`,
  );
  return { orderNo, orderId: row.id };
}

/** A cart of one line for shopper `i`: the product's least quantity, COD where the product allows it. */
function cartOf(i: number, pincode: string, variantId: number, quantity: number, cod: boolean): StorePlaceOrder {
  const city = CITIES.find((c) => pincode.startsWith(c.pinPrefix)) ?? CITIES[0];
  const shipTo = {
    name: `Bench Shopper ${i + 1}`,
    line1: `${i + 1} Benchmark Road`,
    city: city.city,
    state: city.state,
    pincode,
    phone: `98${String(i).padStart(8, '0')}`,
  };
  return {
    customer: { name: shipTo.name, email: `bench.shopper${i + 1}@example.in` },
    shipTo,
    lines: [{ variantId, quantity }],
    paymentMethod: cod ? 'COD' : 'UPI',
  };
}

/** `count` shoppers, each with a product of its own that quotes without a refusal. */
async function chooseShoppers(shop: Shop, count: number): Promise<StorePlaceOrder[]> {
  const { db } = shop.database;
  const candidates = await queryRows<{ variant_id: number; product_id: number; min_quantity: number; cod: boolean }>(
    db,
    sql`select distinct on (p.id) v.id as variant_id, p.id as product_id, p.min_quantity, p.cod
    from products p join product_variants v on v.product_id = p.id
    where p.status = 'Active' order by p.id, v.id limit ${count * 10}`,
  );
  const productIds = sql.param(candidates.map((c) => c.product_id));
  await db.execute(sql`update products set total_allowed_quantity = ${PLENTY} where id = any(${productIds}::int[])`);
  await db.execute(
    sql`update product_variants set stock = ${PLENTY} where id = any(${sql.param(candidates.map((c) => c.variant_id))}::int[])`,
  );
  const pincodes = await queryRows<{ zip_code: string }>(
    db,
    sql`select zip_code from delivery_locations where status = 'Active' order by id`,
  );
  const chosen: StorePlaceOrder[] = [];
  for (const candidate of candidates) {
    if (chosen.length === count) break;
    const pincode = pincodes[chosen.length % pincodes.length].zip_code;
    const cart = cartOf(
      chosen.length,
      pincode,
      candidate.variant_id,
      Math.max(1, candidate.min_quantity),
      candidate.cod,
    );
    const quote = await storeCall(shop, 'POST', `${STORE_API_BASE}${STORE_API.quote}`, cart);
    if (quote.statusCode === 200) chosen.push(cart);
    else if (process.env.BENCH_DEBUG) console.log(quote.body);
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} of ${count} products quote without a refusal`);
  return chosen;
}
