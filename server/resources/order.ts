/** Orders as the dense table lists them (`order-details/search`), with the customer's name. Read-only here. */
import { eq } from 'drizzle-orm';
import { orderResource } from '../../contract/resources/order';
import { customers, orders as t } from '../db/schema';
import { defineSource } from '../search/source';
import type { ResourceBinding } from './binding';

export const orderBinding: ResourceBinding<typeof orderResource> = {
  // GET /order-details/{id} is the order detail (server/orders), a superset of this row.
  readOne: false,
  source: defineSource({
    def: orderResource,
    table: t,
    // LEFT JOIN on the customer's primary key: PostgreSQL leaves it out of counts that do not filter by name.
    joins: [{ table: customers, on: eq(customers.id, t.customerId) }],
    id: t.id,
    columns: {
      id: t.id, version: t.version, createdAt: t.createdAt, orderNo: t.orderNo, customerId: t.customerId,
      customerName: customers.name, status: t.status, paymentStatus: t.paymentStatus,
      paymentMethod: t.paymentMethod, itemCount: t.itemCount, total: t.total,
    },
  }),
};
