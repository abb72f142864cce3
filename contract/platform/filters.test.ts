import { describe, expect, it } from 'vitest';
import { filterDefinitionsOf, filterValueLabel, fromCriteria, parseFilterValue, toPostData } from './filters';
import { promoCodeResource } from '..';
import { productListResource } from '../catalogue/product-list';

describe('filterDefinitionsOf', () => {
  const defs = filterDefinitionsOf(promoCodeResource);
  const byColumn = (c: string) => defs.find((d) => d.column === c)!;

  it('gives every filterable field a definition, in field order', () => {
    expect(defs.map((d) => d.column)).toEqual(promoCodeResource.fields.map((f) => f.key));
  });

  it('types dates and datetimes as date and everything else as other', () => {
    expect(byColumn('startDate').type).toBe('date');
    expect(byColumn('createdAt').type).toBe('date');
    expect(byColumn('createdAt').fieldType).toBe('datetime');
    expect(byColumn('name').type).toBe('other');
    expect(byColumn('discount').type).toBe('other');
  });

  it('offers the operators of the field type with the seed labels', () => {
    expect(byColumn('name').operators).toEqual([
      { value: 'cn', label: 'contains' },
      { value: 'nc', label: 'not contains' },
      { value: 'eq', label: 'equals' },
      { value: 'ne', label: 'not equals' },
    ]);
    expect(byColumn('discount').operators.map((o) => o.label)).toEqual([
      '=',
      'not equals',
      '>',
      '<',
      '>=',
      '<=',
      'range',
    ]);
  });

  it('carries the options of an enum field (the derived Expired of promo codes included)', () => {
    expect(byColumn('status').options).toEqual(['Active', 'Inactive', 'Expired']);
    expect(byColumn('name').options).toBeUndefined();
  });

  it('leaves out fields that are not filterable', () => {
    const defsOf = filterDefinitionsOf({
      fields: [
        { key: 'a', label: 'A', type: 'text', filterable: false },
        { key: 'b', label: 'B', type: 'text' },
      ],
    });
    expect(defsOf.map((d) => d.column)).toEqual(['b']);
  });
});

describe('toPostData', () => {
  it('sends a single value as a one-item list (seed §7)', () => {
    expect(toPostData([{ key: 'name', operator: 'cn', value: ['SAVE'] }])).toEqual([
      { filterKey: 'name', operation: 'cn', value: ['SAVE'] },
    ]);
  });

  it('sends a range as [from, to] and several enum choices as a list', () => {
    expect(
      toPostData([
        { key: 'startDate', operator: 'bw', value: ['2024-03-01', '2024-03-20'] },
        { key: 'status', operator: 'eq', value: ['Active', 'Inactive'] },
      ]),
    ).toEqual([
      { filterKey: 'startDate', operation: 'bw', value: ['2024-03-01', '2024-03-20'] },
      { filterKey: 'status', operation: 'eq', value: ['Active', 'Inactive'] },
    ]);
  });

  it('sends nothing for no filters', () => expect(toPostData([])).toEqual([]));
});

describe('parseFilterValue', () => {
  it('types numbers and booleans and keeps text trimmed', () => {
    expect(parseFilterValue(' 12 ', 'number')).toBe(12);
    expect(parseFilterValue('12.5', 'decimal')).toBe(12.5);
    expect(parseFilterValue('true', 'boolean')).toBe(true);
    expect(parseFilterValue(' shirt ', 'text')).toBe('shirt');
  });

  it('refuses what does not parse by the type', () => {
    expect(parseFilterValue('12.5', 'number')).toBeNull();
    expect(parseFilterValue('abc', 'decimal')).toBeNull();
    expect(parseFilterValue('05-03-2024', 'date')).toBeNull();
    expect(parseFilterValue('  ', 'text')).toBeNull();
  });
});

describe('fromCriteria', () => {
  const defs = filterDefinitionsOf(promoCodeResource);

  it('reads criteria back into applied filters, a scalar becoming a list', () => {
    expect(
      fromCriteria(
        [
          { filterKey: 'name', operation: 'cn', value: 'SAVE' },
          { filterKey: 'discount', operation: 'bw', value: [5, 10] },
        ],
        defs,
      ),
    ).toEqual([
      { key: 'name', operator: 'cn', value: ['SAVE'] },
      { key: 'discount', operator: 'bw', value: [5, 10] },
    ]);
  });

  it('drops unknown columns, operators the column does not offer, and empty values', () => {
    expect(
      fromCriteria(
        [
          { filterKey: 'nope', operation: 'eq', value: ['x'] },
          { filterKey: 'name', operation: 'gt', value: ['x'] },
          { filterKey: 'name', operation: 'eq', value: null },
        ],
        defs,
      ),
    ).toEqual([]);
  });
});

describe('filterValueLabel', () => {
  // Issue 40 item 15: the product list's Missing filter offered and showed the key 'altTexts'.
  it("shows a value by its option's label where the options are keys, else as it is", () => {
    const missing = filterDefinitionsOf(productListResource).find((d) => d.column === 'missing')!;
    expect(missing.options).toContain('altTexts');
    expect(filterValueLabel(missing, 'altTexts')).toBe('Alt texts');
    const status = filterDefinitionsOf(promoCodeResource).find((d) => d.column === 'status')!;
    expect(filterValueLabel(status, 'Active')).toBe('Active');
    expect(filterValueLabel(undefined, 'x')).toBe('x');
  });
});
