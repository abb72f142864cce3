import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemPrice,
  productPriceAt,
  saleRunsAt,
  saleStatusAt,
  variantPriceAt,
  type PricedVariant,
  type SaleWindow,
} from './flash-sale-prices';

/**
 * The reference: the rules written out plainly, money in whole paise (BigInt), windows compared as numbers.
 * A percentage off is price × (100 − p) / 100 paise, rounded half up.
 */
const paise = (rupees: number) => BigInt(Math.round(rupees * 100));
const atSecond = (s: number) => new Date(Date.UTC(2031, 0, 1, 0, 0, s));

function referencePaise(variant: PricedVariant, sales: readonly SaleWindow[], atMs: number): bigint {
  const candidates = [paise(variant.specialPrice ?? variant.price)];
  for (const sale of sales) {
    const from = new Date(sale.startsAt).getTime();
    const to = new Date(sale.endsAt).getTime();
    if (sale.status !== 'Active' || atMs < from || atMs >= to) continue;
    for (const item of sale.items) {
      if (item.variantId !== variant.id) continue;
      if (item.salePrice !== null) candidates.push(paise(item.salePrice));
      else {
        const scaled = paise(variant.price) * BigInt(100 - item.discountPercent!);
        candidates.push((scaled + 50n) / 100n);
      }
    }
  }
  return candidates.reduce((a, b) => (b < a ? b : a));
}

const BASE = Date.UTC(2031, 0, 1);
const rupees = (maxPaise: number) => fc.integer({ min: 1, max: maxPaise }).map((p) => p / 100);

const variantArb = fc
  .record({
    id: fc.integer({ min: 1, max: 4 }),
    price: rupees(10_000_000),
  })
  .chain((v) =>
    fc.record({
      id: fc.constant(v.id),
      price: fc.constant(v.price),
      specialPrice: fc.option(rupees(Math.round(v.price * 100)), { nil: null }),
    }),
  );

const itemArb = fc.oneof(
  fc.record({
    variantId: fc.integer({ min: 1, max: 4 }),
    salePrice: rupees(10_000_000),
    discountPercent: fc.constant(null),
  }),
  fc.record({
    variantId: fc.integer({ min: 1, max: 4 }),
    salePrice: fc.constant(null),
    discountPercent: fc.integer({ min: 1, max: 99 }),
  }),
);

/** Windows on a small grid of seconds, so the moment often lands exactly on a start or an end. */
const saleArb = fc
  .record({
    status: fc.constantFrom('Active', 'Active', 'Inactive'),
    from: fc.integer({ min: 0, max: 20 }),
    length: fc.integer({ min: 1, max: 10 }),
    items: fc.array(itemArb, { maxLength: 4 }),
    asText: fc.boolean(),
  })
  .map(({ status, from, length, items, asText }): SaleWindow => {
    const start = new Date(BASE + from * 1000);
    const end = new Date(BASE + (from + length) * 1000);
    return { status, startsAt: asText ? start.toISOString() : start, endsAt: asText ? end.toISOString() : end, items };
  });

const momentArb = fc.integer({ min: -2, max: 32 }).map((s) => BASE + s * 1000);

describe('the price of a variant at a moment', () => {
  it('matches the plain reference over random sales, windows and moments (to the paisa)', () => {
    fc.assert(
      fc.property(variantArb, fc.array(saleArb, { maxLength: 5 }), momentArb, (variant, sales, atMs) => {
        const price = variantPriceAt(variant, sales, new Date(atMs));
        expect(BigInt(Math.round(price * 100))).toBe(referencePaise(variant, sales, atMs));
        expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6); // whole paise, no float tail
      }),
      { numRuns: 2_000 },
    );
  });

  it("never prices a product above its dearest variant's own price, nor below the lowest sale", () => {
    fc.assert(
      fc.property(
        fc.array(variantArb, { minLength: 1, maxLength: 4 }),
        fc.array(saleArb, { maxLength: 5 }),
        momentArb,
        (variants, sales, atMs) => {
          const price = productPriceAt(variants, sales, new Date(atMs))!;
          expect(price).toBeLessThanOrEqual(Math.min(...variants.map((v) => v.specialPrice ?? v.price)));
          const each = variants.map((v) => Number(referencePaise(v, sales, atMs)) / 100);
          expect(price).toBe(Math.min(...each));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts a sale from its start, inclusive, to its end, exclusive, and only while Active', () => {
    const sale: SaleWindow = {
      status: 'Active',
      startsAt: '2031-01-01T00:00:10.000Z',
      endsAt: '2031-01-01T00:00:20.000Z',
      items: [],
    };
    expect([9, 10, 19, 20].map((s) => saleRunsAt(sale, atSecond(s)))).toEqual([false, true, true, false]);
    expect(saleRunsAt({ ...sale, status: 'Inactive' }, atSecond(15))).toBe(false);
    expect([19, 20].map((s) => saleStatusAt(sale, atSecond(s)))).toEqual(['Active', 'Expired']);
    expect(saleStatusAt({ ...sale, status: 'Inactive' }, atSecond(30))).toBe('Inactive');
  });

  it('rounds a percentage off half up to the paisa, as PostgreSQL rounds numeric', () => {
    expect(itemPrice({ salePrice: null, discountPercent: 50 }, 0.01)).toBe(0.01); // 0.5 paise → 1
    expect(itemPrice({ salePrice: null, discountPercent: 15 }, 999.99)).toBe(849.99); // 84999.15 paise
    expect(itemPrice({ salePrice: null, discountPercent: 33 }, 1234.5)).toBe(827.12); // 82711.5 paise → 82712
    expect(itemPrice({ salePrice: 10, discountPercent: null }, 1234.5)).toBe(10);
  });
});
