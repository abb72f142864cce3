/** The dry run's verdict on one product, without a database: rows read over what the product is now. */
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contract/platform/messages';
import { IMPORT_MESSAGES } from '../../../contract/catalogue/product-import';
import type { CatalogueProduct } from './catalogue-reads';
import { planItem, type SkuFacts } from './plan-item';
import type { References } from './references';

const refs: References = {
  categoryPath: (id) => (id === 3 ? 'Women > Sarees' : '?'),
  taxName: (id) => (id === 1 ? 'GST 5%' : '?'),
  attributeSetName: () => '',
  category: (name) =>
    name === 'Women > Sarees' || name === 'Sarees' ? { id: 3 } : { error: IMPORT_MESSAGES.unknownCategory(name) },
  tax: (name) => (name === 'GST 5%' ? { id: 1 } : { error: IMPORT_MESSAGES.unknownTax(name) }),
  attributeSet: (name) => ({ error: IMPORT_MESSAGES.unknownAttributeSet(name) }),
};
const noSkus: SkuFacts = { owner: () => undefined, otherLine: () => undefined };

const existing: CatalogueProduct = {
  id: 9,
  version: 4,
  status: 'Active',
  product: {
    name: 'Silk Saree',
    identificationNumber: 'PRD-9',
    hsn: '5407',
    brand: 'Kesar',
    madeIn: 'India',
    productType: 'physical',
    kind: 'simple',
    taxId: 1,
    taxIncluded: false,
    weightKg: null,
    heightCm: null,
    breadthCm: null,
    lengthCm: null,
    quantityStepSize: 1,
    minQuantity: 1,
    maxQuantity: 10,
    totalAllowedQuantity: 10,
    warrantyMonths: 0,
    guaranteeMonths: 0,
    cod: true,
    cancelable: true,
    returnable: false,
    attachmentRequired: false,
    deliverableType: 'all',
    deliverableZipCodes: [],
    shortDescription: '',
    longDescription: '',
    tags: [],
    categoryIds: [3],
    attributeSetId: null,
  },
  variants: [
    {
      id: 90,
      sku: 'SAR-9',
      price: 2999,
      specialPrice: null,
      openingStock: 0,
      stock: 12,
      lowStockThreshold: 5,
      attributes: {},
    },
  ],
};

describe('planning one product of an import', () => {
  it("shows only the columns that differ, and leaves an existing variant's stock alone with a note", () => {
    const item = planItem(
      [
        {
          line: 2,
          data: { identificationNumber: 'PRD-9', name: 'Silk Saree', sku: 'sar-9', price: '2499', stock: '40' },
        },
      ],
      existing,
      refs,
      noSkus,
    );
    expect(item.action).toBe('update');
    expect(item.changes).toEqual([
      { line: 2, sku: 'sar-9', field: 'sku', before: 'SAR-9', after: 'sar-9' },
      { line: 2, sku: 'sar-9', field: 'price', before: '2999.00', after: '2499.00' },
    ]);
    expect(item.notes).toEqual([{ line: 2, field: 'stock', message: IMPORT_MESSAGES.stockNotChanged }]);
    expect(item.input?.variants).toEqual([expect.objectContaining({ id: 90, price: 2499, openingStock: 0 })]);
  });

  it('refuses a row that blanks what a published product needs (HSN, brand), and lets a Draft do so', () => {
    const rows = [
      {
        line: 2,
        data: { identificationNumber: 'PRD-9', name: 'Silk Saree', hsn: '', brand: '', sku: 'SAR-9', price: '2999.00' },
      },
    ];
    const item = planItem(rows, existing, refs, noSkus);
    expect(item.action).toBe('invalid');
    expect(item.errors).toEqual([
      { line: 2, field: 'hsn', message: VALIDATION.required },
      { line: 2, field: 'brand', message: VALIDATION.required },
    ]);
    expect(planItem(rows, { ...existing, status: 'Draft' }, refs, noSkus).action).toBe('update');
  });

  it('finds nothing to do in a row exported as it is', () => {
    const row = {
      identificationNumber: 'PRD-9',
      name: 'Silk Saree',
      hsn: '5407',
      categories: 'Women > Sarees',
      tax: 'GST 5%',
      sku: 'SAR-9',
      price: '2999.00',
      stock: '12',
    };
    expect(planItem([{ line: 2, data: row }], existing, refs, noSkus)).toMatchObject({
      action: 'unchanged',
      changes: [],
      errors: [],
    });
  });

  it("refuses a later row that contradicts the product's first row, and a SKU another product's row has", () => {
    const item = planItem(
      [
        {
          line: 2,
          data: {
            identificationNumber: 'NEW-1',
            name: 'Kurta',
            hsn: '6211',
            brand: 'Vastra',
            categories: 'Sarees',
            kind: 'simple',
            sku: 'K-1',
            price: '10',
          },
        },
        {
          line: 3,
          data: {
            identificationNumber: 'NEW-1',
            name: 'Other',
            hsn: '',
            brand: '',
            categories: '',
            kind: '',
            sku: 'K-2',
            price: '10',
          },
        },
      ],
      null,
      refs,
      { owner: () => undefined, otherLine: (sku) => (sku === 'k-2' ? 7 : undefined) },
    );
    expect(item.action).toBe('invalid');
    expect(item.errors).toEqual(
      expect.arrayContaining([
        { line: 3, field: 'name', message: IMPORT_MESSAGES.differsFromLine(2) },
        { line: 3, field: 'sku', message: IMPORT_MESSAGES.skuInAnotherRow(7) },
      ]),
    );
  });
});
