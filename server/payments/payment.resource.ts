/** Payments as MANAGE_PAYMENT lists them: each with its order's number and the customer's name. Read-only. */
import { eq, sql } from 'drizzle-orm';
import { paymentResource } from '../../contract/payments/payments';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { payments } from './schema';
import { bindResource } from '../resources/kit';

export const paymentBinding = bindResource(paymentResource, payments, {
  joins: [
    { table: orders, on: eq(orders.id, payments.orderId) },
    { table: customers, on: eq(customers.id, orders.customerId) },
  ],
  columns: {
    orderNo: orders.orderNo,
    // An expression, not the column: a count filtering by name then keeps both joins (the customer is reached through the order).
    customerName: sql<string>`${customers.name}`,
  },
});
