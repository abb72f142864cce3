import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldByKey, isSortable } from './resource';
import { RESOURCES } from './resource-catalog';

describe.each(Object.entries(RESOURCES))('resource %s', (key, def) => {
  it('is stored under its own key, with a sortable default sort and a unique field that exists', () => {
    expect(def.key).toBe(key);
    const sortField = fieldByKey(def, def.defaultSort.sortKey);
    expect(sortField && isSortable(sortField)).toBe(true);
    if ('unique' in def && def.unique) expect(fieldByKey(def, def.unique.key)).toBeDefined();
  });

  it('lists each row field at most once, every one of them a key of the row schema', () => {
    const keys = def.fields.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    const rowKeys = Object.keys((def.row as z.ZodObject).shape);
    expect(keys.filter((k) => !rowKeys.includes(k))).toEqual([]);
  });

  it('gives enum fields their options', () => {
    for (const field of def.fields.filter((f) => f.type === 'enum')) expect(field.options?.length).toBeGreaterThan(0);
  });
});
