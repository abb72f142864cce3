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

const OWNED = new WeakMap<PgTable, OwnedRows>();

/** Registers the owned rows of the records of `table`. */
export function ownRows(table: PgTable, owned: OwnedRows): void {
  OWNED.set(table, owned);
}

type Values = Record<string, unknown>;

/** The column values without the owned field, and the owned field's value (undefined: not in this write). */
export function splitOwned(table: PgTable, values: Values): [Values, unknown] {
  const owned = OWNED.get(table);
  if (!owned || !Object.hasOwn(values, owned.field)) return [values, undefined];
  const { [owned.field]: value, ...columns } = values;
  return [columns, value];
}

/** Writes the owned rows of record `id` when the write carried them. */
export async function writeOwned(tx: AnyDb, table: PgTable, id: number, value: unknown): Promise<void> {
  if (value !== undefined) await OWNED.get(table)?.write(tx, id, value);
}
