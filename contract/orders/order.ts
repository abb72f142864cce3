/** Orders as the dense table lists them (`order-details/search`, seed §7). Actions arrive with order processing. */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';
import { defineResource } from '../platform/resource';

export const PAYMENT_METHODS = ['UPI', 'Card', 'NetBanking', 'COD', 'Wallet'] as const;

export const OrderRowSchema = z.object({
  id: z.number().int(), version: z.number().int(), createdAt: z.string(),
  orderNo: z.string(), customerId: z.number().int(), customerName: z.string(),
  status: z.enum(ORDER_STATUSES), paymentStatus: z.enum(PAYMENT_STATUSES), paymentMethod: z.enum(PAYMENT_METHODS),
  itemCount: z.number().int(), total: z.string(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const orderResource = defineResource({
  key: 'order',
  route: 'MANAGE_ORDER',
  apiPath: '/order-details',
  title: 'Order Management',
  subject: null,
  permission: 'orders.order',
  row: OrderRowSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 90 } },
    { key: 'orderNo', label: 'Order No', type: 'text', column: { width: 140 } },
    { key: 'customerName', label: 'Customer', type: 'text', column: { width: 180 } },
    { key: 'status', label: 'Status', type: 'enum', options: ORDER_STATUSES, column: { width: 140, format: 'status' } },
    { key: 'paymentStatus', label: 'Payment', type: 'enum', options: PAYMENT_STATUSES, column: { width: 110, format: 'status' } },
    { key: 'paymentMethod', label: 'Method', type: 'enum', options: PAYMENT_METHODS, column: { width: 110 } },
    { key: 'itemCount', label: 'Items', type: 'number', column: { width: 70 } },
    { key: 'total', label: 'Total', type: 'decimal', column: { width: 120, format: 'currency' } },
    { key: 'createdAt', label: 'Placed', type: 'datetime', column: { width: 150, format: 'datetime' } },
    { key: 'customerId', label: 'Customer ID', type: 'number', column: { width: 100, hidden: true } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
});
