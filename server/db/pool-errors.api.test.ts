/**
 * A pooled client whose backend dies while it is checked out (in a transaction, or holding a lock) fails its query
 * and is dropped by the pool; the process lives on (issue 39 §2). Its backend is ended with pg_terminate_backend,
 * which sends the same admin_shutdown (57P01) an immediate stop does, on the test's own connection only.
 */
import { Client, Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from './pg-errors';
import { survivesConnectionLoss } from './pool-errors';

const backendPid = async (client: { query: Pool['query'] }) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
/** Lets the socket's end and the client's 'error' event arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.skipIf(!process.env.DATABASE_URL)('a pool that survives connection loss', () => {
  let admin: Client;
  let pool: Pool;
  beforeAll(async () => {
    admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    pool = survivesConnectionLoss(new Pool({ connectionString: process.env.DATABASE_URL, max: 2 }));
  });
  afterAll(async () => {
    await pool?.end();
    await admin?.end();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

  it('keeps the process alive when a checked-out client loses its connection between two queries, and drops that client', async () => {
    const client = await pool.connect();
    expect(client.listenerCount('error')).toBeGreaterThan(0); // the pool's own listener is off while it is checked out
    await client.query('begin');
    await terminate(await backendPid(client));
    await settle(); // the 'error' event fired while nobody queried: unheard, it ended the process
    const failure = await client.query('select 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isConnectionLost(failure)).toBe(true);
    client.release();
    expect(pool.totalCount).toBe(0);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
  });

  it('fails the query in flight with a lost-connection error when the backend dies under it', async () => {
    const client = await pool.connect();
    const pid = await backendPid(client);
    const running = client.query('select pg_sleep(5)').then(
      () => undefined,
      (error: unknown) => error,
    );
    await settle();
    await terminate(pid);
    expect(isConnectionLost(await running)).toBe(true);
    await settle();
    client.release();
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
  });

  it('drops an idle client whose connection died, and opens a fresh one', async () => {
    const pid = await backendPid(pool);
    await terminate(pid);
    await settle();
    expect(await backendPid(pool)).not.toBe(pid);
  });
});
