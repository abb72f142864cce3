/**
 * Moves an embedded (PGlite) database into an empty PostgreSQL database: both brought to this portal's schema
 * by its migrations, every public table copied in one target transaction (copy-tables.ts), the sequences set
 * to match, and then — still inside that transaction — every table's row count and checksum compared on both
 * sides. Only an equal comparison commits; a difference rolls everything back and the migrated schema is
 * dropped again, so the target is as empty as it was and the move can be run again.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { listSequences, listTables, schemaDifferences } from './catalog';
import { compareChecksums, databaseChecksums, type ChecksumComparison } from './checksums';
import { copySequences, copyTables, openTargetForCopy } from './copy-tables';
import { assertEmptyTarget, dropMigratedSchema } from './empty-target';
import { appliedMigrations, newerSchemaProblem } from './schema-version';
import { inPgTransaction, pgliteClientOf, pgliteRunner, pgRunner, withPgClient, type SqlRunner } from './sql-runner';
import { TransferError } from './transfer-error';

/** Thrown when the copied rows do not check out; the target transaction was rolled back. */
export class VerificationError extends TransferError {
  constructor(readonly comparison: ChecksumComparison[]) {
    super(
      `The copy did not verify (${comparison
        .filter((line) => !line.equal)
        .map((line) => line.name)
        .join(', ')} differ): nothing was kept in the target.`,
    );
  }
}

export interface MoveOptions {
  /** The embedded database, opened (and locked) by the caller. */
  source: Database;
  targetUrl: string;
  log?: (line: string) => void;
}

/** Migrates both sides, copies and verifies; resolves with the comparison (every line equal) once committed. */
export async function moveToPostgres({
  source,
  targetUrl,
  log = () => {},
}: MoveOptions): Promise<ChecksumComparison[]> {
  if (source.engine !== 'pglite') throw new TransferError('The source of a move is the embedded (PGlite) database.');
  const client = pgliteClientOf(source.db);
  const problem = newerSchemaProblem(await appliedMigrations(pgliteRunner(client)), "The embedded database's");
  if (problem) throw new TransferError(problem);
  await assertEmptyTarget(targetUrl);
  await migrateDatabase(source); // what `npm start` would do first: both sides on this portal's schema
  log('Migrating the target database …');
  const target = await openDatabase({ databaseUrl: targetUrl, statementTimeoutMs: 0, poolSize: 1 });
  try {
    await migrateDatabase(target);
  } finally {
    await target.close();
  }
  try {
    return await withPgClient(targetUrl, (pg) => inPgTransaction(pg, () => copyAndVerify(client, pgRunner(pg), log)));
  } catch (error) {
    await dropMigratedSchema(targetUrl).catch((dropError: unknown) =>
      log(`Could not drop the migrated schema again: ${String(dropError)}`),
    );
    throw error;
  }
}

/** Inside the target's transaction: the copy, the sequences, the constraints back on, and the comparison. */
async function copyAndVerify(
  source: PGlite,
  target: SqlRunner,
  log: (line: string) => void,
): Promise<ChecksumComparison[]> {
  await target.query('set local statement_timeout = 0');
  return source.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const sourceRunner = pgliteRunner(tx);
    const tables = await listTables(sourceRunner);
    const differences = schemaDifferences(tables, await listTables(target));
    if (differences.length > 0)
      throw new TransferError(`The two schemas differ after migrating: ${differences.join('; ')}`);
    const reopen = await openTargetForCopy(target, tables);
    let rows = 0;
    await copyTables(tx, target, tables, (_name, count) => {
      rows += count;
    });
    await copySequences(sourceRunner, target, await listSequences(sourceRunner));
    log(
      `Copied ${rows.toLocaleString('en-US')} rows of ${tables.length} tables; checking foreign keys and comparing …`,
    );
    await reopen();
    const comparison = compareChecksums(
      await databaseChecksums(sourceRunner, tables),
      await databaseChecksums(target, tables),
    );
    if (comparison.some((line) => !line.equal)) throw new VerificationError(comparison);
    return comparison;
  });
}

/** Compares two databases' counts and checksums, each read in a transaction of its own (tests, and a later check). */
export async function compareDatabases(source: PGlite, targetUrl: string): Promise<ChecksumComparison[]> {
  const sourceSums = await source.transaction((tx) => databaseChecksums(pgliteRunner(tx)));
  const targetSums = await withPgClient(targetUrl, (pg) => inPgTransaction(pg, () => databaseChecksums(pgRunner(pg))));
  return compareChecksums(sourceSums, targetSums);
}
