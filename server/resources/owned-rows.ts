/**
 * Rows a record owns in a table of its own — an attribute set's members, one row per attribute with its
 * position — written with the record, in the same transaction, by the kit's create and update
 * (server/resources/writes.ts) and by the demo seed. The list travels in the body as one field (e.g.
 * `attributeIds`); the table's foreign keys then let the database refuse what a plain array column could not
 * (deleting an attribute a set still holds). The resource file registers its writer against its table.
 */
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';

/** Any drizzle database or transaction: not `Db`, whose schema imports the resource files that import this one. */
// oxlint-disable-next-line typescript/no-explicit-any -- the schema type parameter is what would close the circle
export type AnyDb = PgDatabase<PgQueryResultHKT, any>;

/** How a record's owned rows are written: the body field that carries them, and the writer (replaces them all). */
export interface OwnedRows {
  field: string;
  write: (tx: AnyDb, ownerId: number, value: unknown) => Promise<void>;
}

const OWNED = new WeakMap<PgTable, OwnedRows[]>();

/** Registers (another of) the owned rows of the records of `table`. */
export function ownRows(table: PgTable, owned: OwnedRows): void {
  OWNED.set(table, [...(OWNED.get(table) ?? []).filter((o) => o.field !== owned.field), owned]);
}

type Values = Record<string, unknown>;

/** The column values without the owned fields, and the owned fields' values that are in this write. */
export function splitOwned(table: PgTable, values: Values): [Values, Values] {
  const columns = { ...values };
  const owned: Values = {};
  for (const { field } of OWNED.get(table) ?? []) {
    if (!Object.hasOwn(values, field)) continue;
    owned[field] = values[field];
    delete columns[field];
  }
  return [columns, owned];
}

/** Writes the owned rows of record `id` the write carried, in the order they were registered. */
export async function writeOwned(tx: AnyDb, table: PgTable, id: number, owned: Values): Promise<void> {
  for (const { field, write } of OWNED.get(table) ?? []) {
    if (owned[field] !== undefined) await write(tx, id, owned[field]);
  }
}
