import { describe, expect, it } from 'vitest';
import {
  copyOfProduct,
  emptyProduct,
  newVariant,
  productStem,
  regenerateVariants,
  stemOf,
  valuesInUse,
} from './product-editor.values';

const existing = (sku: string, attributes: Record<string, string>, id: number) => ({
  ...newVariant(sku, attributes, 499),
  id,
  stock: 12,
});

describe('product editor values', () => {
  it('re-generating keeps the variants whose values stay ticked, adds the new combinations and drops the rest', () => {
    const current = [
      existing('SKU-9-S-RED', { Size: 'S', Colour: 'Red' }, 1),
      existing('SKU-9-M-RED', { Size: 'M', Colour: 'Red' }, 2),
    ];
    const next = regenerateVariants(current, ['Size', 'Colour'], { Size: ['M', 'L'], Colour: ['Red'] }, 'SKU-9');
    expect(next.map((v) => v.sku)).toEqual(['SKU-9-M-RED', 'SKU-9-L-RED']);
    expect(next[0]).toBe(current[1]);
    expect(next[1]).not.toHaveProperty('id');
    expect(next[1]).toMatchObject({ price: 499, openingStock: 0, attributes: { Size: 'L', Colour: 'Red' } });
  });

  it('matches a variant by its values whatever order its attributes were stored in', () => {
    const current = [existing('A', { Colour: 'Red', Size: 'S' }, 1)];
    expect(regenerateVariants(current, ['Size', 'Colour'], { Size: ['S'], Colour: ['Red'] }, 'X')[0]).toBe(current[0]);
  });

  it('builds 100 variants from 10 × 10 values', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `V${i}`);
    expect(regenerateVariants([], ['A', 'B'], { A: ten, B: ten }, 'SKU-1')).toHaveLength(100);
  });

  it('finds the stem a SKU was made from, and none when it was typed otherwise', () => {
    expect(stemOf({ sku: 'SKU-1042-M-RED', attributes: { Size: 'M', Colour: 'Red' } })).toBe('SKU-1042');
    expect(stemOf({ sku: 'TSHIRT-7', attributes: {} })).toBe('TSHIRT-7');
    expect(stemOf({ sku: 'custom', attributes: { Size: 'M' } })).toBeNull();
    expect(productStem({ variants: [newVariant('custom', { Size: 'M' }), newVariant('P-1-L', { Size: 'L' })] })).toBe(
      'P-1',
    );
  });

  it('a copy has a fresh identification number and SKUs, no ids and no stock', () => {
    const values = {
      ...emptyProduct(),
      identificationNumber: 'ID-1',
      kind: 'variable' as const,
      variants: [existing('OLD-S', { Size: 'S' }, 4)],
    };
    const copy = copyOfProduct(values, 'SKU-77');
    expect(copy.identificationNumber).toBe('SKU-77');
    expect(copy.variants).toEqual([{ ...newVariant('SKU-77-S', { Size: 'S' }, 499) }]);
  });

  it('reads the ticked values back from the variants', () => {
    expect(
      valuesInUse([{ attributes: { Size: 'S', Colour: 'Red' } }, { attributes: { Size: 'M', Colour: 'Red' } }]),
    ).toEqual({ Size: ['S', 'M'], Colour: ['Red'] });
  });
});
