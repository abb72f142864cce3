/**
 * One transaction-scoped advisory lock per content hash. Whoever puts a hash's files in place (an upload) or
 * removes them (the delete of its last row) holds it, so a delete never removes a file an upload has just
 * counted on, and the row count the delete reads includes every upload that placed the file.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The lock space of media hashes ("medi"), beside other users of advisory locks. */
const MEDIA_LOCK_SPACE = 0x6d656469;

/** The lock key of a hash: its first 32 bits, signed (a collision only makes two hashes wait for each other). */
const keyOf = (hash: string) => Number.parseInt(hash.slice(0, 8), 16) | 0;

/** Takes the hashes' locks in a fixed order (no two transactions wait for each other in a circle). */
export async function lockHashes(tx: Db, hashes: Iterable<string>): Promise<void> {
  const keys = [...new Set([...hashes].map(keyOf))].toSorted((a, b) => a - b);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${MEDIA_LOCK_SPACE}::int, ${key}::int)`);
}
