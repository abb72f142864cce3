/** Orders as the dense table lists them (`order-details/search`, seed §7). Actions arrive with order processing. */
import { z } from 'zod';
import { HOLD_REASONS, ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';
import { defineKitResource, kit } from '../platform/kit';

export const PAYMENT_METHODS = ['UPI', 'Card', 'NetBanking', 'COD', 'Wallet'] as const;

export const orderResource = defineKitResource({
  key: 'order',
  route: 'MANAGE_ORDER',
  apiPath: '/order-details',
  title: 'Order Management',
  subject: null,
  permission: 'orders.order',
  // Orders change by their actions (machines/orders), never by a form; the version guards those.
  writable: false,
  deletable: false,
  fields: {
    id: kit.id({ width: 90 }),
    orderNo: kit.readText('Order No', { width: 140 }),
    customerName: kit.readText('Customer', { width: 180 }),
    status: kit.readChoice('Status', ORDER_STATUSES, { width: 140, format: 'status' }),
    /** Why it is on hold (issue 45 §2); the On hold and Review tabs filter on it. */
    holdReason: kit.custom(
      'Hold',
      'enum',
      { row: z.enum(HOLD_REASONS).nullable(), input: undefined },
      // Hidden until shown (Columns): the table keeps its fit, and a held order's number wears a marker anyway.
      { width: 130, format: 'status', options: HOLD_REASONS, hidden: true },
    ),
    paymentStatus: kit.readChoice('Payment', PAYMENT_STATUSES, { width: 110, format: 'status' }),
    paymentMethod: kit.readChoice('Method', PAYMENT_METHODS, { width: 110 }),
    itemCount: kit.readNumber('Items', { width: 70 }),
    total: kit.readDecimal('Total', { width: 120, format: 'currency' }),
    createdAt: kit.created('Placed'),
    customerId: kit.readNumber('Customer ID', { width: 100, hidden: true }),
  },
});
export const OrderRowSchema = orderResource.row;
export type OrderRow = z.infer<typeof OrderRowSchema>;
