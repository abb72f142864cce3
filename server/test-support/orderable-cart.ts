/**
 * A storefront cart every order of a test over real portal processes can place: the first Active product deliverable
 * everywhere, its first variant's stock and the product's "total allowed" raised so no order is refused, one line of its
 * least quantity, paid by UPI, to a pincode the demo shop serves.
 */
import type { Client } from 'pg';
import type { StorePlaceOrder } from '../../contract/store/store-orders';

export async function orderableCart(db: Client, shopper: string, email: string): Promise<StorePlaceOrder> {
  const { rows } = await db.query<{ id: number; min: number }>(
    `update product_variants v set stock = 100000 from products p
    where p.id = v.product_id and v.id = (select v2.id from product_variants v2 join products p2 on p2.id = v2.product_id
      where p2.status = 'Active' and p2.deliverable_type = 'all' order by v2.id limit 1)
    returning v.id, p.min_quantity as min`,
  );
  await db.query(
    `update products set total_allowed_quantity = 1000000 where id = (select product_id from product_variants where id = $1)`,
    [rows[0].id],
  );
  return {
    lines: [{ variantId: rows[0].id, quantity: rows[0].min }],
    paymentMethod: 'UPI',
    shipTo: {
      name: shopper,
      line1: '1 Main Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      phone: '9123456789',
    },
    customer: { name: shopper, email },
  };
}
