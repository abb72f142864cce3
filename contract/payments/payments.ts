/** MANAGE_PAYMENT: every payment with its order and customer, searched at `payment-detail/search`; counts per status (seed §7). */
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../orders/order-status';
import { defineKitResource, kit } from '../platform/kit';
import { PAYMENT_METHODS } from '../orders/order';

export const paymentResource = defineKitResource({
  key: 'payment',
  route: 'MANAGE_PAYMENT',
  apiPath: '/payment-detail',
  title: 'Payment Management',
  subject: null,
  permission: 'orders.payment',
  // Payments are written by the orders they belong to; no form, no version.
  writable: false,
  deletable: false,
  meta: ['id', 'createdAt'],
  fields: {
    id: kit.id({ width: 90 }),
    orderNo: kit.readText('Order No', { width: 140 }),
    customerName: kit.readText('Customer', { width: 180 }),
    method: kit.readChoice('Method', PAYMENT_METHODS, { width: 110 }),
    status: kit.readChoice('Status', PAYMENT_STATUSES, { width: 110, format: 'status' }),
    amount: kit.readDecimal('Amount', { width: 120, format: 'currency' }),
    transactionRef: kit.readText('Transaction Ref', { width: 170 }),
    createdAt: kit.created('Date'),
    orderId: kit.readNumber('Order ID', { width: 90, hidden: true }),
  },
});
export const PaymentRowSchema = paymentResource.row;
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

/** `GET /api/payment-detail/status-details`: exact count per payment status, and all of them. */
export const PaymentStatusCountsSchema = z.object({
  counts: z.record(z.enum(PAYMENT_STATUSES), z.number().int()),
  total: z.number().int(),
});
export type PaymentStatusCounts = z.infer<typeof PaymentStatusCountsSchema>;

export const PAYMENT_API = {
  statusDetails: '/payment-detail/status-details',
} as const;
