/**
 * Categories, taxes and attribute sets by name, both ways: the export writes names, the import reads them
 * back. Loaded once per export or dry run (a shop has hundreds of these, not millions).
 */
import { sql } from 'drizzle-orm';
import { CATEGORY_PATH_SEPARATOR, IMPORT_MESSAGES } from '../../../contract/catalogue/product-import';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { categoryPathOf, type NameBook } from './cells';

export type Resolved = { id: number } | { error: string };

export interface References extends NameBook {
  category(nameOrPath: string): Resolved;
  tax(name: string): Resolved;
  attributeSet(name: string): Resolved;
}

const key = (s: string) => s.trim().toLowerCase();

export async function loadReferences(db: Db): Promise<References> {
  const cats = await queryRows<{ id: number; name: string; parent_id: number | null }>(
    db,
    sql`select id, name, parent_id from categories`,
  );
  const taxes = await queryRows<{ id: number; name: string }>(db, sql`select id, name from taxes`);
  const sets = await queryRows<{ id: number; name: string }>(db, sql`select id, name from attribute_sets`);

  const byId = new Map(cats.map((c) => [Number(c.id), c]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    // Bounded by the tree's depth; the guard stops on a cycle the table's checks should already prevent.
    for (
      let c = byId.get(id);
      c && names.length < 50;
      c = c.parent_id === null ? undefined : byId.get(Number(c.parent_id))
    )
      names.unshift(c.name);
    return categoryPathOf(names);
  };
  const paths = new Map<string, number>();
  const names = new Map<string, number[]>();
  for (const c of cats) {
    paths.set(key(pathOf(Number(c.id))), Number(c.id));
    names.set(key(c.name), [...(names.get(key(c.name)) ?? []), Number(c.id)]);
  }
  const taxIds = new Map(taxes.map((t) => [key(t.name), Number(t.id)]));
  const setIds = new Map(sets.map((s) => [key(s.name), Number(s.id)]));
  const taxNames = new Map(taxes.map((t) => [Number(t.id), t.name]));
  const setNames = new Map(sets.map((s) => [Number(s.id), s.name]));

  return {
    categoryPath: pathOf,
    taxName: (id) => taxNames.get(id) ?? '',
    attributeSetName: (id) => setNames.get(id) ?? '',
    category(nameOrPath) {
      const normalized = nameOrPath
        .split(CATEGORY_PATH_SEPARATOR.trim())
        .map((s) => s.trim())
        .join(CATEGORY_PATH_SEPARATOR);
      const byPath = paths.get(key(normalized));
      if (byPath !== undefined) return { id: byPath };
      const found = names.get(key(nameOrPath)) ?? [];
      if (found.length === 1) return { id: found[0] };
      return {
        error:
          found.length > 1
            ? IMPORT_MESSAGES.ambiguousCategory(nameOrPath.trim())
            : IMPORT_MESSAGES.unknownCategory(nameOrPath.trim()),
      };
    },
    tax(name) {
      const id = taxIds.get(key(name));
      return id === undefined ? { error: IMPORT_MESSAGES.unknownTax(name.trim()) } : { id };
    },
    attributeSet(name) {
      const id = setIds.get(key(name));
      return id === undefined ? { error: IMPORT_MESSAGES.unknownAttributeSet(name.trim()) } : { id };
    },
  };
}
