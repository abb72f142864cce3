/**
 * `--products N`: N generated products beyond the demo catalogue, in chunks of set-based SQL (one transaction
 * per chunk, the list summaries refreshed in the same one), so a million variants take minutes and memory stays flat.
 */
import { sql } from 'drizzle-orm';
import { refreshCompleteness } from '../catalogue/products/completeness-sql';
import type { Db } from '../db/client';
import { prepareBulkWork, queryRows, withTransaction } from '../db/transaction';
import { insertBulkLedgerSql, insertBulkPartsSql, insertBulkProductsSql, insertBulkVariantsSql } from './products-sql';

/** Products per transaction (about 7 variants each). */
export const PRODUCT_CHUNK = 10_000;

/** Seeds `count` generated products after the existing ones; `onProgress` hears after each chunk. */
export async function seedBulkProducts(
  db: Db,
  count: number,
  now: Date,
  onProgress?: (done: number) => void,
): Promise<void> {
  if (count <= 0) return;
  const [{ base }] = await queryRows<{ base: number }>(db, sql`select coalesce(max(id), 0)::int as base from products`);
  const nowEpoch = Math.floor(now.getTime() / 1000);
  for (let from = 1; from <= count; from += PRODUCT_CHUNK) {
    const to = Math.min(count, from + PRODUCT_CHUNK - 1);
    await withTransaction(db, async (tx) => {
      await prepareBulkWork(tx);
      await tx.execute(insertBulkProductsSql(from, to, base, nowEpoch));
      await tx.execute(insertBulkVariantsSql(from, to, base));
      await tx.execute(insertBulkLedgerSql(from, to, base));
      for (const statement of insertBulkPartsSql(from, to, base)) await tx.execute(statement);
      await tx.execute(refreshCompleteness(sql`p2.id between ${base + from} and ${base + to}`));
    });
    onProgress?.(to);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  for (const table of ['products', 'product_variants', 'product_categories', 'stock_ledger'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}
