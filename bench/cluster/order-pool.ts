/**
 * The orders the cluster benchmark's actions take: every order of its scratch database, put back into Pending with
 * a succeeded card payment and nothing of shipping yet (so `accept` is allowed) before each arm, by SQL as the
 * two-process API test prepares one (the status-count triggers keep the counts right). Each arm thus starts from the
 * same orders in the same state, and each request of an arm takes an order of its own.
 */
import { Client } from 'pg';

async function withClient<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every order id, ascending. */
export function allOrderIds(databaseUrl: string): Promise<number[]> {
  return withClient(databaseUrl, async (client) =>
    (await client.query<{ id: string }>('select id from orders order by id')).rows.map((r) => Number(r.id)),
  );
}

/**
 * Makes every order acceptable again (only the ones not already so are written), then vacuums and checkpoints so
 * that neither the dead rows nor the write-back of the previous arm falls into the next one's measure.
 */
export async function makeEveryOrderPending(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rowCount } =
      await client.query(`update orders set status = 'Pending', payment_status = 'success', payment_method = 'Card',
      courier_name = null, pickup_at = null, label_generated_at = null, awb_no = null, version = version + 1
      where status <> 'Pending' or payment_status <> 'success' or payment_method <> 'Card'
        or courier_name is not null or pickup_at is not null or label_generated_at is not null or awb_no is not null`);
    await client.query('vacuum analyze orders');
    await client.query('checkpoint');
    return rowCount ?? 0;
  });
}
