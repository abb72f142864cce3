/** POPULAR_SEARCH: the table, its binding and the demo search terms. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { popularSearchResource } from '../../contract/content/popular-search';
import { oneOf, positionColumn, recordColumns } from '../db/columns';
import { bindResource } from '../resources/kit';

export const popularSearches = pgTable(
  'popular_searches',
  {
    id: serial('id').primaryKey(),
    position: positionColumn(),
    term: text('term').notNull(),
    /** A storefront path or an http(s) address; '' = the storefront searches for the term. */
    link: text('link').notNull().default(''),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('popular_searches_term_lower_uq').on(sql`lower(${t.term})`),
    index('popular_searches_position_idx').on(t.position, t.id),
    check('popular_searches_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

const DEMO_TERMS: [string, string][] = [
  ['silk sarees', '/category/sarees?fabric=silk'],
  ['kurta sets', '/category/kurtas'],
  ['masala chai', ''],
  ['wireless earbuds', '/category/electronics/audio'],
  ['diwali gifts', '/collections/diwali'],
  ['cotton bedsheets', ''],
  ['steel water bottle', ''],
  ['jhumka earrings', '/category/jewellery/earrings'],
  ['basmati rice', ''],
  ['yoga mat', ''],
];

export const popularSearchBinding = bindResource(popularSearchResource, popularSearches, {
  demo: () =>
    DEMO_TERMS.map(([term, link], i) => ({ position: i + 1, term, link, status: i === 9 ? 'Inactive' : 'Active' })),
});
