/**
 * PRODUCT_COMMENT: customers' reviews, their table, binding and demo reviews. A review goes with its product
 * (on delete cascade: a deleted product's reviews are deleted with it, they describe nothing any more); a
 * customer with reviews cannot be deleted (the kit's in-use 409), since a review must name who wrote it.
 * Moderation routes: ./product-comment-routes.ts (the resource has no create schema, so the kit adds none).
 */
import { Faker, base, en, en_IN } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  COMMENT_STATUSES,
  MAX_COMMENT_LENGTH,
  MAX_RATING,
  productCommentResource,
} from '../../contract/catalogue/product-comment';
import { customers } from '../customers/schema';
import { createdAt, oneOf, updatedAt } from '../db/columns';
import { bindResource } from '../resources/kit';
import { products } from './schema';

export const productComments = pgTable(
  'product_comments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('Unpublished'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_comments_product_idx').on(t.productId),
    index('product_comments_customer_idx').on(t.customerId),
    // The dashboard's "reviews waiting" count and the status filter.
    index('product_comments_status_idx').on(t.status),
    check('product_comments_rating_ck', sql`${t.rating} between 1 and ${sql.raw(String(MAX_RATING))}`),
    check('product_comments_text_ck', sql`char_length(${t.text}) <= ${sql.raw(String(MAX_COMMENT_LENGTH))}`),
    check('product_comments_status_ck', oneOf(t.status, COMMENT_STATUSES)),
  ],
);

/** Review texts by stars, as shoppers write them. */
const TEXTS: Record<number, string[]> = {
  5: [
    'Excellent quality, exactly as shown in the pictures. Fast delivery too!',
    'Loved it. Fits perfectly and the colour is rich. Will order again.',
    'Value for money. Packaging was neat and it arrived a day early.',
    'Superb product, my mother liked it a lot. Highly recommended.',
  ],
  4: [
    'Good product, the fabric is soft. Slightly different shade than the photo.',
    'Nice quality for the price. Delivery took a few extra days.',
    'Works well so far. The box was a little damaged but the item was fine.',
    'Happy with the purchase, size chart was accurate.',
  ],
  3: [
    'Average. It is okay for daily use but nothing special.',
    'Decent product, though the stitching could be better.',
    'It does the job. Expected better finishing at this price.',
  ],
  2: [
    'Colour faded after the first wash. Not happy.',
    'Size runs small, had to return it once. Quality is below average.',
    'Took two weeks to arrive and the product feels cheap.',
  ],
  1: [
    'Received a damaged piece. Very disappointed.',
    'Completely different from the pictures. Do not buy.',
    'Stopped working within a week. Waiting for the replacement.',
  ],
};

/** Most reviews are good; about a quarter wait for moderation. */
const RATINGS = [5, 5, 5, 4, 4, 4, 3, 3, 2, 1];
export const DEMO_COMMENTS = 60;

/** The id of the table's `n`-th row (from 0): demo rows point at the seeded products and customers whatever their ids. */
const nth = (table: 'products' | 'customers', n: number) =>
  sql`(select id from ${sql.identifier(table)} order by id offset ${n} limit 1)`;

/** ~60 reviews on the first demo products by the first demo customers (looked up by position: ids need not start at 1). */
function demoComments(now: Date) {
  const faker = new Faker({ locale: [en_IN, en, base], seed: 13_004 });
  return Array.from({ length: DEMO_COMMENTS }, () => {
    const rating = faker.helpers.arrayElement(RATINGS);
    return {
      productId: nth('products', faker.number.int({ min: 0, max: 39 })) as unknown as number,
      customerId: nth('customers', faker.number.int({ min: 0, max: 199 })) as unknown as number,
      rating,
      text: faker.helpers.arrayElement(TEXTS[rating]),
      status: faker.number.float() < 0.25 ? 'Unpublished' : 'Published',
      createdAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 60 * 24 * 60 }) * 60_000),
    };
  });
}

export const productCommentBinding = bindResource(productCommentResource, productComments, {
  joins: [
    { table: products, on: eq(products.id, productComments.productId) },
    { table: customers, on: eq(customers.id, productComments.customerId) },
  ],
  columns: { productName: products.name, customerName: customers.name },
  demo: demoComments,
});
