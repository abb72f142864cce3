/**
 * node-postgres emits 'error' on a client whose connection dies (a PostgreSQL restart kills every backend). The pool
 * listens only while a client is idle in it: a client checked out — a transaction's, a lock holder's — had no
 * listener, and its error was thrown as an unhandled 'error' event that ended the process (issue 39 §2).
 */
import type { Pool } from 'pg';

const ignore = () => {};

/**
 * Gives every client `pool` opens an 'error' listener for its whole life, and the pool one for its idle clients.
 * The lost connection still fails the query in flight (or the next one), which the request answers with a 503; on
 * release the pool drops the client, as a client that lost its connection is no longer queryable, and opens a
 * fresh one for the next request once PostgreSQL is back.
 */
export function survivesConnectionLoss(pool: Pool): Pool {
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  return pool;
}
