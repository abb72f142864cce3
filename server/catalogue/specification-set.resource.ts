/** PRODUCT_SPECIFICATION: the table (keys as an ordered text array: labels a product fills in), its binding and demo sets. */
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { specificationSetResource } from '../../contract/catalogue/specification-set';
import { oneOf, recordColumns } from '../db/columns';
import { bindResource } from '../resources/kit';

export const specificationSets = pgTable(
  'specification_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keys: text('keys').array().notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('specification_sets_name_lower_uq').on(sql`lower(${t.name})`),
    check('specification_sets_keys_ck', sql`cardinality(${t.keys}) >= 1`),
    check('specification_sets_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

const DEMO_SPECIFICATION_SETS: readonly [string, string[]][] = [
  ['Apparel', ['Material', 'Fit', 'Sleeve', 'Neck', 'Pattern', 'Wash care', 'Country of origin']],
  ['Electronics', ['Brand', 'Model number', 'Display', 'Processor', 'Battery', 'Warranty', 'In the box']],
  ['Footwear', ['Upper material', 'Sole', 'Closure', 'Care', 'Country of origin']],
  ['Home & Kitchen', ['Material', 'Dimensions (cm)', 'Weight', 'Care', 'Warranty']],
  ['Beauty', ['Skin type', 'Volume', 'Key ingredients', 'Shelf life', 'How to use']],
];

export const specificationSetBinding = bindResource(specificationSetResource, specificationSets, {
  columns: { keyList: sql<string>`array_to_string(${specificationSets.keys}, ', ')` },
  demo: () =>
    DEMO_SPECIFICATION_SETS.map(([name, keys], i) => ({ name, keys, status: i === 4 ? 'Inactive' : 'Active' })),
});
