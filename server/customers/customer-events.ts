/** The webhook event of a customer made (customer.created): the customer's row as the staff API's customer resource has it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordWebhookEvent } from '../webhooks/events';
import { customers } from './schema';

export async function customerCreated(tx: Db, id: number): Promise<void> {
  await recordWebhookEvent(tx, 'customer.created', async () => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id));
    return { ...row, walletBalance: Number(row.walletBalance) };
  });
}
