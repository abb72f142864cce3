/** ATTRIBUTES: the table (values as a text array: plain labels, nothing points at one value), its binding and demo attributes. */
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { attributeResource } from '../../contract/catalogue/attribute';
import { oneOf, recordColumns } from '../db/columns';
import { bindResource } from '../resources/kit';

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('attributes_name_lower_uq').on(sql`lower(${t.name})`),
    check('attributes_values_ck', sql`cardinality(${t.values}) >= 1`),
    check('attributes_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

/**
 * The demo attributes of an Indian fashion and electronics shop. The seed fills an empty database, so they
 * get ids 1…n in this order; the demo attribute sets (attribute-set.resource.ts) name them by that id.
 */
export const DEMO_ATTRIBUTES: readonly [string, string[]][] = [
  ['Size', ['S', 'M', 'L', 'XL', 'XXL']],
  ['Colour', ['Black', 'White', 'Navy Blue', 'Maroon', 'Mustard Yellow', 'Bottle Green']],
  ['Storage', ['64 GB', '128 GB', '256 GB']],
  ['RAM', ['4 GB', '6 GB', '8 GB', '12 GB']],
  ['Fabric', ['Cotton', 'Linen', 'Rayon', 'Silk', 'Polyester']],
  ['Kids Size', ['2-3 Y', '4-5 Y', '6-7 Y', '8-9 Y']],
  ['Waist', ['28', '30', '32', '34', '36', '38']],
  ['Sleeve', ['Half', 'Three-quarter', 'Full', 'Sleeveless']],
];

/** The demo id of an attribute by name (see DEMO_ATTRIBUTES). */
export const demoAttributeId = (name: string) => DEMO_ATTRIBUTES.findIndex(([n]) => n === name) + 1;

export const attributeBinding = bindResource(attributeResource, attributes, {
  columns: {
    valueList: sql<string>`array_to_string(${attributes.values}, ', ')`,
    valueCount: sql<number>`cardinality(${attributes.values})`,
  },
  demo: () => DEMO_ATTRIBUTES.map(([name, values], i) => ({ name, values, status: i === 5 ? 'Inactive' : 'Active' })),
});
