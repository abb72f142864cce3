import { describe, expect, it } from 'vitest';
import { promoCodeResource } from '../../../contract';
import type { SearchCriterion } from '../../../contract';
import {
  applyTableChange,
  decodeCriteria,
  decodeTableState,
  defaultTableState,
  encodeCriteria,
  writeTableState,
} from './url-codec';
import type { TableState } from './url-codec';

const def = promoCodeResource;
const decode = (query: string, mandatorySort = false) =>
  decodeTableState(new URLSearchParams(query), def, { mandatorySort });
const encode = (state: TableState, query = '') => writeTableState(new URLSearchParams(query), state, def).toString();

const criteria: SearchCriterion[] = [
  { filterKey: 'name', operation: 'cn', value: ['DIWALI ₹ दीवाली'] },
  { filterKey: 'discount', operation: 'bw', value: [5, 50], dataOption: 'all' },
  { filterKey: 'listed', operation: 'eq', value: true },
];

describe('table URL state', () => {
  it('reads an empty query as the defaults: page 1, size 10, the resource default sort', () => {
    expect(decode('')).toEqual({ criteria: [], dataOption: 'all', sort: def.defaultSort, page: 1, pageSize: 10 });
  });

  it('writes the defaults as an empty query', () => {
    expect(encode(defaultTableState(def))).toBe('');
  });

  it('round-trips criteria (unicode included), join, sort, page and size', () => {
    const state: TableState = {
      criteria,
      dataOption: 'any',
      sort: { sortKey: 'name', sortOption: 'asc' },
      page: 3,
      pageSize: 25,
    };
    const query = encode(state);
    expect(query).toMatch(/^q=[A-Za-z0-9_-]+&any=1&sort=name%3Aasc&page=3&size=25$/);
    expect(decode(query)).toEqual(state);
  });

  it('keeps parameters the table does not own', () => {
    expect(encode({ ...defaultTableState(def), page: 2 }, 'edit=7')).toBe('edit=7&page=2');
  });

  it('writes "All" as size=all and always on page 1', () => {
    const query = encode({ ...defaultTableState(def), pageSize: -1, page: 4 });
    expect(query).toBe('size=all');
    expect(decode('size=all&page=4')).toMatchObject({ pageSize: -1, page: 1 });
  });

  it('writes an explicit "unsorted" as sort=none, which a mandatory sort reads as the default', () => {
    expect(encode({ ...defaultTableState(def), sort: null })).toBe('sort=none');
    expect(decode('sort=none').sort).toBeNull();
    expect(decode('sort=none', true).sort).toEqual(def.defaultSort);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['size=7', { pageSize: 10 }],
    ['size=1000', { pageSize: 10 }],
    ['size=-1', { pageSize: 10 }],
    ['sort=password:asc', { sort: def.defaultSort }],
    ['sort=name:sideways', { sort: def.defaultSort }],
    ['any=yes', { dataOption: 'all' }],
    ['q=not-base64!', { criteria: [] }],
    [`q=${encodeCriteria([])}`, { criteria: [] }],
  ])('falls back to the default for an invalid %s', (query, expected) => {
    expect(decode(query)).toMatchObject(expected);
  });

  it('drops criteria on unknown keys or with invalid operations and keeps the valid ones', () => {
    const text = encodeCriteria([
      { filterKey: 'passwordHash', operation: 'eq', value: 'x' },
      { filterKey: 'name', operation: 'zz' as 'eq', value: 'x' },
      criteria[0],
    ]);
    expect(decodeCriteria(text, def)).toEqual([criteria[0]]);
  });

  it('drops a criteria list that is not JSON tuples', () => {
    expect(decodeCriteria(Buffer.from('{"a":1}').toString('base64url'), def)).toEqual([]);
    expect(decodeCriteria(Buffer.from('[{"filterKey":"name"}]').toString('base64url'), def)).toEqual([]);
  });
});

describe('applyTableChange', () => {
  const onPage5: TableState = { ...defaultTableState(def), page: 5 };

  it('keeps the page when only the page changes', () => {
    expect(applyTableChange(onPage5, { page: 6 }).page).toBe(6);
  });

  it.each<[string, Partial<TableState>]>([
    ['sort', { sort: { sortKey: 'name', sortOption: 'asc' } }],
    ['filter', { criteria: [criteria[0]] }],
    ['join', { dataOption: 'any' }],
    ['page size', { pageSize: 50 }],
  ])('resets to page 1 on a %s change', (_, patch) => {
    expect(applyTableChange(onPage5, { ...patch, page: 5 }).page).toBe(1);
  });

  it('keeps the page when the "change" repeats the current filter and sort', () => {
    expect(applyTableChange(onPage5, { criteria: [], sort: { ...def.defaultSort } }).page).toBe(5);
  });
});
