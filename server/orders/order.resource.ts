/** Orders as the dense table lists them (`order-details/search`), with the customer's name. Read-only here. */
import { eq } from 'drizzle-orm';
import { orderResource } from '../../contract/orders/order';
import { customers } from '../customers/schema';
import { orders } from './schema';
import { bindResource } from '../resources/kit';

export const orderBinding = bindResource(orderResource, orders, {
  // GET /order-details/{id} is the order detail (server/orders), a superset of this row.
  readOne: false,
  // LEFT JOIN on the customer's primary key: PostgreSQL leaves it out of counts that do not filter by name.
  joins: [{ table: customers, on: eq(customers.id, orders.customerId) }],
  columns: { customerName: customers.name },
});
