/**
 * Copies every row of every public table from a PGlite transaction into a PostgreSQL transaction whose schema
 * the same migrations made. Rows travel as JSON (row_to_json on one side, json_populate_recordset on the other:
 * both are PostgreSQL's own text forms, so numerics, timestamps, bytea, arrays and infinities arrive exact), in
 * batches of one parameter each. While rows arrive, the target's own triggers are off (DISABLE TRIGGER USER:
 * the status counters, the audit log's guard and the flash-sale price marks would count or change rows a second
 * time; their results are copied as data) and its foreign keys are dropped and added back at the end, which
 * checks every reference again. Neither needs a superuser: the table owner (who ran the migrations) may.
 */
import type { Transaction } from '@electric-sql/pglite';
import { listForeignKeys, type TableInfo } from './catalog';
import { ident, publicName, type SqlRunner } from './sql-runner';

/** Rows per batch: a few hundred kB of JSON, far below any limit, few round trips. */
export const COPY_BATCH_ROWS = 2000;

/** Turns the target's triggers off, drops its foreign keys and empties its tables (rows its migrations wrote); returns the undo. */
export async function openTargetForCopy(target: SqlRunner, tables: readonly TableInfo[]): Promise<() => Promise<void>> {
  const foreignKeys = await listForeignKeys(target);
  for (const key of foreignKeys)
    await target.query(`alter table ${publicName(key.table)} drop constraint ${ident(key.name)}`);
  for (const table of tables) await target.query(`alter table ${publicName(table.name)} disable trigger user`);
  if (tables.length > 0) await target.query(`truncate ${tables.map((t) => publicName(t.name)).join(', ')}`);
  return async () => {
    for (const table of tables) await target.query(`alter table ${publicName(table.name)} enable trigger user`);
    for (const key of foreignKeys)
      await target.query(`alter table ${publicName(key.table)} add constraint ${ident(key.name)} ${key.definition}`);
  };
}

/** Copies one table in batches through a cursor; answers how many rows went. */
async function copyTable(source: Transaction, target: SqlRunner, table: TableInfo): Promise<number> {
  const columns = table.columns.map((c) => ident(c.name)).join(', ');
  const overriding = table.columns.some((c) => c.identity) ? ' overriding system value' : '';
  const insert = `insert into ${publicName(table.name)} (${columns})${overriding}
    select ${columns} from json_populate_recordset(null::${publicName(table.name)}, $1::json)`;
  await source.query(
    `declare transfer_rows no scroll cursor for select row_to_json(t)::text as j from (select ${columns} from ${publicName(table.name)}) t`,
  );
  let copied = 0;
  try {
    for (;;) {
      const { rows } = await source.query<{ j: string }>(`fetch forward ${COPY_BATCH_ROWS} from transfer_rows`);
      if (rows.length === 0) return copied;
      await target.query(insert, [`[${rows.map((row) => row.j).join(',')}]`]);
      copied += rows.length;
    }
  } finally {
    await source.query('close transfer_rows');
  }
}

/** Sets every target sequence to the source's position (its last value, and whether it was taken). */
export async function copySequences(source: SqlRunner, target: SqlRunner, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const [position] = await source.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${publicName(name)}`,
    );
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      publicName(name),
      position.last,
      position.called,
    ]);
  }
}

/** Copies every table's rows; `onTable` hears each table's count as it is done. */
export async function copyTables(
  source: Transaction,
  target: SqlRunner,
  tables: readonly TableInfo[],
  onTable: (name: string, rows: number) => void = () => {},
): Promise<void> {
  for (const table of tables) onTable(table.name, await copyTable(source, target, table));
}
