/** MANAGE_PAYMENT: every payment with its order and customer, searched at `payment-detail/search`; counts per status (seed §7). */
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../orders/order-status';
import { defineResource } from '../platform/resource';
import { PAYMENT_METHODS } from '../orders/order';

export const PaymentRowSchema = z.object({
  id: z.number().int(), createdAt: z.string(), orderId: z.number().int(), orderNo: z.string(), customerName: z.string(),
  method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES), amount: z.string(), transactionRef: z.string(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

export const paymentResource = defineResource({
  key: 'payment',
  route: 'MANAGE_PAYMENT',
  apiPath: '/payment-detail',
  title: 'Payment Management',
  subject: null,
  permission: 'orders.payment',
  row: PaymentRowSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 90 } },
    { key: 'orderNo', label: 'Order No', type: 'text', column: { width: 140 } },
    { key: 'customerName', label: 'Customer', type: 'text', column: { width: 180 } },
    { key: 'method', label: 'Method', type: 'enum', options: PAYMENT_METHODS, column: { width: 110 } },
    { key: 'status', label: 'Status', type: 'enum', options: PAYMENT_STATUSES, column: { width: 110, format: 'status' } },
    { key: 'amount', label: 'Amount', type: 'decimal', column: { width: 120, format: 'currency' } },
    { key: 'transactionRef', label: 'Transaction Ref', type: 'text', column: { width: 170 } },
    { key: 'createdAt', label: 'Date', type: 'datetime', column: { width: 150, format: 'datetime' } },
    { key: 'orderId', label: 'Order ID', type: 'number', column: { width: 90, hidden: true } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
});

/** `GET /api/payment-detail/status-details`: exact count per payment status, and all of them. */
export const PaymentStatusCountsSchema = z.object({
  counts: z.record(z.enum(PAYMENT_STATUSES), z.number().int()),
  total: z.number().int(),
});
export type PaymentStatusCounts = z.infer<typeof PaymentStatusCountsSchema>;

export const PAYMENT_API = {
  statusDetails: '/payment-detail/status-details',
} as const;
