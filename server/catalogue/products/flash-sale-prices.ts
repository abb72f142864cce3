/**
 * Products' stored "price now" (products.price_now, the product list's sort and filter) stays right by the
 * shop's clock: each product keeps the moment its price stops holding (price_valid_until: the next start or end
 * of a sale of its variants; '-infinity' once a change to a sale touched it), and a read of the list first
 * recomputes the products whose moment has come — usually none, found through an index.
 */
import { sql } from 'drizzle-orm';
import type { AnyDb } from '../../resources/owned-rows';
import { refreshCompleteness } from './completeness-sql';
import { shopNowSql } from '../../platform/shop-time';

/** Recomputes price now (and the rest of the summary) of the products whose stored price has stopped holding. */
export async function refreshDuePrices(db: AnyDb): Promise<void> {
  await db.execute(refreshCompleteness(sql`p2.price_valid_until <= ${shopNowSql}`));
}
