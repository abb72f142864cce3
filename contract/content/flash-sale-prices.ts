/**
 * FLASHSALE (issue 15 §1): what a shopper pays for a variant at a moment. One function answers it for
 * everything that shows a price — the product list's "price now", the product editor, the shop preview —
 * and its SQL mirror (server/content/flash-sale-price-sql.ts) for the list's filter and sort; a property
 * test holds the function to a plain reference and an API test holds the SQL to the function.
 *
 * A sale runs from its start (inclusive) to its end (exclusive), to the millisecond. Only an Active sale
 * counts. The same variant is never in two sales whose windows overlap (the server refuses it), so at most
 * one sale prices a variant at any moment; should two ever cover it, the lower price wins.
 */

/** A variant's own prices (money as numbers of rupees, two decimals). */
export interface PricedVariant {
  id: number;
  price: number;
  specialPrice: number | null;
}

/** One variant of a sale: a fixed sale price, or a whole-number percentage off the variant's price. */
export interface SaleItem {
  variantId: number;
  salePrice: number | null;
  discountPercent: number | null;
}

/** A sale as pricing needs it: its window and status, and its variants. */
export interface SaleWindow {
  status: string;
  startsAt: Date | string;
  endsAt: Date | string;
  items: readonly SaleItem[];
}

/** Statuses a sale is saved with; Expired is read (an Active sale whose end has passed), never stored. */
export const FLASH_SALE_STATUSES = ['Active', 'Inactive', 'Expired'] as const;
export type FlashSaleStatus = (typeof FLASH_SALE_STATUSES)[number];

/** Whole percentages only: a price times (100 − p) / 100 is then exact in paise before its one rounding. */
export const MAX_DISCOUNT_PERCENT = 99;

/** Most variants one sale may hold. */
export const MAX_SALE_ITEMS = 500;

const instant = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** True when the sale is Active and `at` lies in [start, end). */
export function saleRunsAt(sale: Pick<SaleWindow, 'status' | 'startsAt' | 'endsAt'>, at: Date): boolean {
  const t = at.getTime();
  return sale.status === 'Active' && instant(sale.startsAt) <= t && t < instant(sale.endsAt);
}

/** The status shown at `at`: an Active sale whose end has passed reads Expired. */
export function saleStatusAt(sale: Pick<SaleWindow, 'status' | 'endsAt'>, at: Date): FlashSaleStatus {
  return sale.status === 'Active' && instant(sale.endsAt) <= at.getTime()
    ? 'Expired'
    : (sale.status as FlashSaleStatus);
}

/**
 * The price an item sets for a variant priced `price`: its sale price, or the price less the percentage,
 * rounded half up to the paisa (as PostgreSQL's round(numeric, 2) does for positive amounts).
 */
export function itemPrice(item: Pick<SaleItem, 'salePrice' | 'discountPercent'>, price: number): number {
  if (item.salePrice !== null) return item.salePrice;
  const paise = Math.round(price * 100);
  return Math.round((paise * (100 - (item.discountPercent ?? 0))) / 100) / 100;
}

/** What the variant costs at `at`: the lowest of its price, its special price and any sale running then. */
export function variantPriceAt(variant: PricedVariant, sales: readonly SaleWindow[], at: Date): number {
  let best = variant.specialPrice ?? variant.price;
  for (const sale of sales) {
    if (!saleRunsAt(sale, at)) continue;
    for (const item of sale.items)
      if (item.variantId === variant.id) best = Math.min(best, itemPrice(item, variant.price));
  }
  return best;
}

/** A product's price at `at`: the lowest of its variants'; null without variants. */
export function productPriceAt(
  variants: readonly PricedVariant[],
  sales: readonly SaleWindow[],
  at: Date,
): number | null {
  return variants.length === 0 ? null : Math.min(...variants.map((variant) => variantPriceAt(variant, sales, at)));
}
