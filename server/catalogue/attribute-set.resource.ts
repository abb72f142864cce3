/**
 * Attribute sets: the table, its members and the binding. Members are a join table (set, attribute,
 * position) rather than an id array on the set: its foreign keys let the database refuse deleting an
 * attribute a set still holds (and name the set, server/resources/in-use.ts), drop the members with their
 * set, and keep each attribute once per set by its primary key.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CATALOGUE_SET_MESSAGES } from '../../contract/platform/messages';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { attributeSetResource } from '../../contract/catalogue/attribute-set';
import { oneOf, recordColumns } from '../db/columns';
import { badRequest } from '../platform/http/http-errors';
import { bindResource } from '../resources/kit';
import { ownRows } from '../resources/owned-rows';
import { attributes, demoAttributeId } from './attribute.resource';

export const attributeSets = pgTable(
  'attribute_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('attribute_sets_name_lower_uq').on(sql`lower(${t.name})`),
    check('attribute_sets_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

export const attributeSetMembers = pgTable(
  'attribute_set_members',
  {
    attributeSetId: integer('attribute_set_id')
      .notNull()
      .references(() => attributeSets.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeSetId, t.attributeId] }),
    // "Is this attribute in a set?" on every attribute delete.
    index('attribute_set_members_attribute_idx').on(t.attributeId),
  ],
);

const members = attributeSetMembers;

/** Replaces a set's members with `ids` in order; an id that is not an attribute is a 400 on the field. */
async function writeMembers(tx: Parameters<Parameters<typeof ownRows>[1]['write']>[0], setId: number, value: unknown) {
  const ids = value as number[];
  // KEY SHARE: an attribute being chosen cannot be deleted until this set is saved.
  const found = await tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(inArray(attributes.id, ids))
    .for('key share');
  if (found.length !== new Set(ids).size) throw badRequest(CATALOGUE_SET_MESSAGES.unknownAttribute, 'attributeIds');
  await tx.delete(members).where(eq(members.attributeSetId, setId));
  await tx
    .insert(members)
    .values(ids.map((attributeId, i) => ({ attributeSetId: setId, attributeId, position: i + 1 })));
}

ownRows(attributeSets, { field: 'attributeIds', write: writeMembers });

/** The set's id as the outer query names it. */
const SET_ID = sql`${sql.identifier('attribute_sets')}.${sql.identifier('id')}`;

const DEMO_SETS: readonly [string, string[]][] = [
  ['Apparel', ['Size', 'Colour']],
  ['Phones', ['Storage', 'RAM', 'Colour']],
  ['Ethnic wear', ['Size', 'Colour', 'Fabric']],
  ['Kids wear', ['Kids Size', 'Colour']],
  ['Trousers', ['Waist', 'Colour']],
];

export const attributeSetBinding = bindResource(attributeSetResource, attributeSets, {
  // Written out with aliases: inside a subquery an unqualified "id" would be the inner table's, not the set's.
  columns: {
    attributeIds: sql<
      number[]
    >`coalesce((select array_agg(m.attribute_id order by m.position) from attribute_set_members m where m.attribute_set_id = ${SET_ID}), '{}')`,
    attributeNames: sql<string>`coalesce((select string_agg(a.name, ', ' order by m.position) from attribute_set_members m join attributes a on a.id = m.attribute_id where m.attribute_set_id = ${SET_ID}), '')`,
  },
  toValues: ({ attributeIds, ...rest }) => ({ ...rest, attributeIds }),
  // The members go in through ownRows once every demo table is filled (server/seed/resources.ts).
  demo: () =>
    DEMO_SETS.map(([name, names], i) => ({
      name,
      attributeIds: names.map(demoAttributeId),
      status: i === 4 ? 'Inactive' : 'Active',
    })),
});
