/**
 * The PostgreSQL database a move or restore writes into must be empty, so nothing of an older shop mixes with
 * the copied one. When a move fails after migrating it, what the migrations made is dropped again (only then:
 * the database was found empty first), so the command can simply be run again.
 */
import { describeContents } from './catalog';
import { pgRunner, withPgClient } from './sql-runner';
import { TransferError, printableUrl } from './transfer-error';

/** Refuses a target that holds anything, or whose encoding is not UTF8 (the portal's text would not fit). */
export async function assertEmptyTarget(url: string): Promise<void> {
  await withPgClient(url, async (client) => {
    const [{ encoding }] = (
      await client.query<{ encoding: string }>(
        'select pg_encoding_to_char(encoding) as encoding from pg_database where datname = current_database()',
      )
    ).rows;
    if (encoding !== 'UTF8')
      throw new TransferError(
        `The target database ${printableUrl(url)} has encoding ${encoding}; create it with UTF8 (createdb -E UTF8 -T template0 …).`,
      );
    const contents = await describeContents(pgRunner(client));
    if (contents.length > 0) {
      throw new TransferError(
        `The target database ${printableUrl(url)} is not empty (${contents.length} objects: ${contents.slice(0, 3).join(', ')}${contents.length > 3 ? ', …' : ''}); give an empty one (createdb).`,
      );
    }
  });
}

/** Drops the migrations' schema and everything in public (tables, sequences, functions): a failed move's leftovers. */
export async function dropMigratedSchema(url: string): Promise<void> {
  await withPgClient(url, async (client) => {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    const { rows } = await client.query<{ drop: string }>(`
      select format('drop table if exists public.%I cascade', relname) as drop from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
      union all select format('drop function if exists %s cascade', oid::regprocedure) from pg_proc where pronamespace = 'public'::regnamespace`);
    for (const { drop } of rows) await client.query(drop);
    // Sequences not owned by a column (wallet_transaction_seq …) outlive their tables.
    const sequences = await client.query<{
      drop: string;
    }>(`select format('drop sequence if exists public.%I cascade', relname) as drop
      from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S'`);
    for (const { drop } of sequences.rows) await client.query(drop);
    await client.query('commit');
  });
}
