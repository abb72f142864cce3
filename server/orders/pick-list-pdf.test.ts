/**
 * The warehouse's PDF for 1,000 orders, read back with pdftotext (poppler-utils): the pick list names each SKU once
 * with its total and the orders that need it, in SKU order, and every order has its packing slip, prices only when
 * asked.
 */
import { describe, expect, it } from 'vitest';
import { pdfToText } from '../test-support/pdf-text';
import { packingPdf } from './pick-list-pdf';
import { pickLinesOf, type PackingOrder } from './pick-list';

/** `count` orders of one to three lines over 40 SKUs (`TS-1` … `TS-40`, sized), numbered ORD00000001 up. */
function ordersOf(count: number): PackingOrder[] {
  return Array.from({ length: count }, (_order, i) => ({
    id: i + 1,
    orderNo: `ORD${String(i + 1).padStart(8, '0')}`,
    createdAt: '2026-12-01T10:00:00.000Z',
    paymentMethod: i % 2 ? 'COD' : 'UPI',
    total: '1299.00',
    shipTo: {
      name: `Shopper ${i + 1}`,
      line1: `${i + 1} Market Road`,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9123456789',
    },
    lines: Array.from({ length: 1 + (i % 3) }, (_line, j) => {
      const n = ((i * 7 + j * 13) % 40) + 1;
      return {
        sku: `TS-${n}`,
        productName: `Tee ${n}`,
        variant: `Size: ${['S', 'M', 'L'][n % 3]}`,
        quantity: 1 + ((i + j) % 2),
        unitPrice: '433.00',
        lineTotal: '866.00',
      };
    }),
  }));
}

describe('pick list and packing slips', () => {
  it('sums each SKU once over the orders that need it, sorted for walking the shelves', () => {
    const orders = ordersOf(30);
    const lines = pickLinesOf(orders);
    expect(lines.map((l) => l.sku)).toEqual(
      lines.map((l) => l.sku).toSorted((a, b) => Number(a.slice(3)) - Number(b.slice(3))),
    );
    expect(new Set(lines.map((l) => l.sku)).size).toBe(lines.length);
    for (const line of lines) {
      const needing = orders.filter((o) => o.lines.some((l) => l.sku === line.sku));
      expect(line.orderNos).toEqual(needing.map((o) => o.orderNo));
      expect(line.quantity).toBe(
        needing.flatMap((o) => o.lines).reduce((sum, l) => sum + (l.sku === line.sku ? l.quantity : 0), 0),
      );
    }
  });

  it('makes one PDF for 1,000 orders: the pick list, then a slip per order, reported page by page', async () => {
    const orders = ordersOf(1000);
    const progress: number[] = [];
    const pdf = await packingPdf(orders, {
      prices: false,
      at: new Date('2026-12-07T10:00:00Z'),
      onPage: (done) => progress.push(done),
    });
    expect(progress.at(-1)).toBe(1000);
    const { text, pages } = await pdfToText(pdf);
    const slips = text.split('Packing slip').slice(1);
    expect(slips).toHaveLength(1000);
    expect(pages).toBeGreaterThan(1000);
    const units = orders.flatMap((o) => o.lines).reduce((sum, l) => sum + l.quantity, 0);
    expect(text).toContain(`1000 orders · 40 SKUs · ${units} units`);
    // Each slip names its order and ship-to, and no price.
    for (const [i, slip] of slips.entries()) {
      expect(slip).toContain(`Order ${orders[i].orderNo}`);
      expect(slip).toContain(`Shopper ${i + 1}`);
      expect(slip).not.toContain('INR');
    }
    // The pick list: TS-2 before TS-10, with its total.
    const pickPart = text.split('Packing slip')[0];
    const ts2 = pickLinesOf(orders).find((l) => l.sku === 'TS-2')!;
    expect(pickPart.indexOf('TS-2 ')).toBeLessThan(pickPart.indexOf('TS-10 '));
    expect(pickPart).toMatch(new RegExp(`TS-2\\s+Tee 2\\s+Size: L\\s+${ts2.quantity}\\s+${ts2.orderNos[0]}`));
  }, 120_000);

  it('prints prices on the slips when asked', async () => {
    const pdf = await packingPdf(ordersOf(2), { prices: true, at: new Date() });
    const { text } = await pdfToText(pdf);
    expect(text).toContain('INR 433.00');
    expect(text).toContain('Order total: INR 1299.00');
  });
});
