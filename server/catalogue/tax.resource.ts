/** TAX: GST rates — the table, its binding and the demo rates. */
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { taxResource } from '../../contract/catalogue/tax';
import { oneOf, recordColumns } from '../db/columns';
import { bindResource } from '../resources/kit';

export const taxes = pgTable(
  'taxes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('taxes_name_lower_uq').on(sql`lower(${t.name})`),
    check('taxes_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('taxes_percentage_ck', sql`${t.percentage} between 0 and 100`),
  ],
);

/** Indian GST slabs (3% is gold and silver jewellery; 0.25% rough stones, no longer sold). */
const DEMO_TAXES = [
  { name: 'GST 0%', percentage: '0.00' },
  { name: 'GST 0.25%', percentage: '0.25', status: 'Inactive' },
  { name: 'GST 3%', percentage: '3.00' },
  { name: 'GST 5%', percentage: '5.00' },
  { name: 'GST 12%', percentage: '12.00' },
  { name: 'GST 18%', percentage: '18.00' },
  { name: 'GST 28%', percentage: '28.00' },
];

export const taxBinding = bindResource(taxResource, taxes, { demo: () => DEMO_TAXES });
