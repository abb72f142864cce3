/**
 * Product imports as change sets (contract/catalogue/product-import.ts): the set, the CSV rows staged while its dry run
 * reads them (deleted once the dry run has written the items), and one item per product: what the dry run
 * found, the input the job applies, and what the apply kept to roll it back (the before-image).
 */
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHANGE_SET_STATUSES, IMPORT_ACTIONS, IMPORT_OUTCOMES } from '../../../contract/catalogue/product-import';
import { createdAt, oneOf } from '../../db/columns';

export const productImportSets = pgTable(
  'product_import_sets',
  {
    id: uuid('id').primaryKey(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('ready'),
    rows: integer('rows').notNull().default(0),
    createdById: integer('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [
    index('product_import_sets_status_idx').on(t.status, t.createdAt),
    check('product_import_sets_status_ck', oneOf(t.status, CHANGE_SET_STATUSES)),
  ],
);

/** The CSV's rows as read, keyed by the lower-cased identification number so a product's rows are read together. */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => productImportSets.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.line] }), index('product_import_rows_key_idx').on(t.setId, t.key, t.line)],
);

export const productImportItems = pgTable(
  'product_import_items',
  {
    id: serial('id').primaryKey(),
    setId: uuid('set_id')
      .notNull()
      .references(() => productImportSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    identificationNumber: text('identification_number').notNull(),
    /** The product updated (dry run) or created (apply); no foreign key: the product may be deleted later. */
    productId: integer('product_id'),
    action: text('action').notNull(),
    lines: integer('lines').array().notNull(),
    included: boolean('included').notNull().default(true),
    changes: jsonb('changes').notNull().default([]),
    errors: jsonb('errors').notNull().default([]),
    notes: jsonb('notes').notNull().default([]),
    /** What the job writes (validated input with ids resolved); null for an invalid row. */
    input: jsonb('input'),
    /** The product's version the dry run saw (an update): another is 'changed since the dry run'. */
    seenVersion: integer('seen_version'),
    outcome: text('outcome').notNull().default('pending'),
    message: text('message'),
    /** The product as it was before the apply (an update), for the rollback. */
    before: jsonb('before'),
    /** The product's fingerprint right after the apply: the rollback refuses when it differs. */
    appliedFingerprint: text('applied_fingerprint'),
  },
  (t) => [
    index('product_import_items_set_idx').on(t.setId, t.position),
    index('product_import_items_outcome_idx').on(t.setId, t.outcome),
    check('product_import_items_action_ck', oneOf(t.action, IMPORT_ACTIONS)),
    check('product_import_items_outcome_ck', oneOf(t.outcome, IMPORT_OUTCOMES)),
  ],
);
