/** Payments as MANAGE_PAYMENT lists them: each with its order's number and the customer's name. Read-only. */
import { eq, sql } from 'drizzle-orm';
import { paymentResource } from '../../contract/payments';
import { customers, orders, payments as t } from '../db/schema';
import type { ResourceBinding } from '../resources/binding';
import { defineSource } from '../search/source';

export const paymentBinding: ResourceBinding<typeof paymentResource> = {
  source: defineSource({
    def: paymentResource,
    table: t,
    joins: [
      { table: orders, on: eq(orders.id, t.orderId) },
      { table: customers, on: eq(customers.id, orders.customerId) },
    ],
    id: t.id,
    columns: {
      id: t.id, createdAt: t.createdAt, orderId: t.orderId, orderNo: orders.orderNo,
      // An expression, not the column: a count filtering by name then keeps both joins (the customer is reached through the order).
      customerName: sql<string>`${customers.name}`,
      method: t.method, status: t.status, amount: t.amount, transactionRef: t.transactionRef,
    },
  }),
};
