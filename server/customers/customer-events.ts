/** The webhook event of a customer made outside the staff's list (the storefront): the row as the staff API has it. */
import type { Db } from '../db/client';
import { readRow } from '../resources/writes';
import { recordWebhookEvent } from '../webhooks/events';
import { customerBinding } from './customer.resource';

export async function customerCreated(tx: Db, id: number): Promise<void> {
  await recordWebhookEvent(tx, 'customer.created', () => readRow(tx, customerBinding.source, id));
}
