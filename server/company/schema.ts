/** The shop itself: one company row. */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CompanyAddress } from '../../contract/company/company-details';
import { updatedAt } from '../db/columns';
import { media } from '../platform/media-schema';

/** The shop itself: one row (id 1). */
export const company = pgTable(
  'company',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    logoImage: text('logo_image').notNull(),
    faviconImage: text('favicon_image').notNull(),
    cdnMainBase: text('cdn_main_base').notNull(),
    cdnLocalBase: text('cdn_local_base').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** The library images behind logo_image and favicon_image (the paths stay for the open logoDetails call); a used image cannot be deleted. */
    logoMediaId: integer('logo_media_id').references(() => media.id),
    faviconMediaId: integer('favicon_media_id').references(() => media.id),
    /** The postal address printed on invoices and labels; null until the company details are saved. */
    address: jsonb('address').$type<CompanyAddress>(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_single_row_ck', sql`${t.id} = 1`)],
);
