/**
 * "Where used", derived from the schema, never kept by hand: every drizzle table (the areas' schema files
 * and every resource's table) with a foreign key to `media.id` is a user, and the rows of those tables that
 * hold an image's id are its uses, each named by the table's name column. A table that gains such a key
 * later is found without a line here. The keys are ON DELETE RESTRICT, the database's last guard (delete.ts).
 */
import { asc, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { MediaUse } from '../../contract/media/media';
import type { Db } from '../db/client';
import { readAtOnce } from '../db/prepared';
import * as areaTables from '../tables';
import { BINDINGS } from '../resources/registry';
import { media } from '../platform/media-schema';

/** A table column that points at media.id, with how its rows are named and what kind of thing they are. */
export interface MediaUser {
  table: PgTable;
  column: AnyPgColumn;
  id: AnyPgColumn;
  name: SQL;
  kind: MediaUse['kind'];
}

/** The kind a person reads for each table that may use an image; a table not listed is named by its own singular. */
const KINDS: Record<string, MediaUse['kind']> = {
  categories: 'category',
  products: 'product',
  product_images: 'product',
  sliders: 'slider',
  size_charts: 'size chart',
  blog_posts: 'blog',
  portal_users: 'portal user',
  company: 'company',
};

/** Rows named by another table's row: a product's image is the product's. */
const NAMED_BY: Record<string, SQL> = {
  product_images: sql`(select p.name from products p where p.id = product_images.product_id)`,
};

/** Uses listed per table at most: a delete is refused at the first one; the list only has to say where to look. */
export const USES_PER_TABLE = 50;

const NAME_COLUMNS = ['name', 'title', 'displayName', 'question'];

/** The rows' human name: another row's (NAMED_BY), the first name-like column, else `<table> #<id>`. */
function nameOf(table: PgTable, id: AnyPgColumn): SQL {
  const byAnotherRow = NAMED_BY[getTableName(table)];
  if (byAnotherRow) return byAnotherRow;
  const columns = getTableConfig(table).columns;
  const named = NAME_COLUMNS.map((key) =>
    columns.find((c) => c.name === key || c.name === key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)),
  ).find(Boolean);
  return named ? sql`${named}::text` : sql`${getTableName(table)} || ' #' || ${id}::text`;
}

const kindOf = (tableName: string) =>
  KINDS[tableName] ?? (tableName.replace(/s$/, '').replace(/_/g, ' ') as MediaUse['kind']);

/** Every (table, column) with a foreign key to media.id among `tables`. */
export function mediaUsersOf(tables: Iterable<PgTable>): MediaUser[] {
  const users: MediaUser[] = [];
  for (const table of new Set(tables)) {
    const config = getTableConfig(table);
    const id = config.columns.find((c) => c.name === 'id');
    if (!id) continue;
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (reference.foreignTable !== media || reference.foreignColumns[0]?.name !== 'id') continue;
      for (const column of reference.columns)
        users.push({ table, column, id, name: nameOf(table, id), kind: kindOf(config.name) });
    }
  }
  return users;
}

/** The tables the app knows: every area schema's table and every resource's table. */
const knownTables = (): PgTable[] => [
  ...(Object.values(areaTables) as unknown[]).filter((value): value is PgTable => is(value, PgTable)),
  ...Object.values(BINDINGS).map((binding) => binding.source.table),
];

let cached: MediaUser[] | undefined;
/** The users of media in this app's schema (computed once). */
export const appMediaUsers = (): MediaUser[] => (cached ??= mediaUsersOf(knownTables()));

/** Where one image is used, table by table, each table's rows in id order. */
export async function findMediaUses(
  db: Db,
  mediaId: number,
  users: readonly MediaUser[] = appMediaUsers(),
): Promise<MediaUse[]> {
  // A delete asks inside its transaction, on one connection: readAtOnce reads the tables one by one there.
  const lists = await readAtOnce(
    db,
    users.map((user) => async () => {
      const rows = await db
        .select({ id: user.id, name: user.name })
        .from(user.table)
        .where(eq(user.column, mediaId))
        .orderBy(asc(user.id))
        .limit(USES_PER_TABLE);
      return rows.map((row) => ({ kind: user.kind, id: Number(row.id), name: String(row.name) }));
    }),
  );
  return lists.flat();
}

/** The uses as the 409's sentence reads them: `category "Sarees", product "Silk saree"`. */
export const describeUses = (uses: readonly MediaUse[]) => uses.map((use) => `${use.kind} "${use.name}"`).join(', ');
