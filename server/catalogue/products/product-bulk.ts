/**
 * Bulk actions of the product list: publish, deactivate, back to draft, or delete a selection (listed ids, or
 * every product the filter matches) in one transaction with one audit row per product changed. Products
 * already in the wanted status, or gone meanwhile, are left alone and not counted; a product with orders is
 * never deleted (its order items keep pointing at it) and is reported back with the reason.
 */
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PRODUCT_LIST_MESSAGES,
  STATUS_OF_BULK_ACTION,
  type ProductBulkAction,
  type ProductBulkResult,
  type ProductBulkSchema,
} from '../../../contract/catalogue/product-list';
import { lacksToPublish, missingToPublish } from '../../../contract/catalogue/product-publish';
import { SearchRequestSchema } from '../../../contract/platform/search';
import type { Db } from '../../db/client';
import { queryRows, withTransaction } from '../../db/transaction';
import { diffChanges } from '../../platform/audit/changes';
import { recordAudits } from '../../platform/audit/record';
import { recordWebhookEvents } from '../../webhooks/events';
import { compileSearch } from '../../search/compile';
import { selectFrom, toRow } from '../../search/run';
import type { SearchSource } from '../../search/source';
import { products } from '../schema';
import { productListBinding } from './product-list.resource';

type Values = Record<string, unknown>;
type Selection = z.output<typeof ProductBulkSchema>['selection'];
const source = productListBinding.source as unknown as SearchSource;
const ENTITY = 'product';

/** The products of `where` as the list shows them, locked until the transaction ends. */
async function rowsOf(tx: Db, where: SQL): Promise<Values[]> {
  const raw = (await selectFrom(tx, source, source.columns)
    .where(where)
    .orderBy(products.id)
    .for('update', { of: products })) as Values[];
  return raw.map((row) => toRow(row) as Values);
}

/** The products a selection names: the listed ones, or every product the filter matches (compiled as the search compiles it). */
function whereOf(selection: Selection): SQL {
  if (selection.kind === 'ids') return inArray(products.id, selection.ids);
  const body = SearchRequestSchema.parse({ searchCriteriaList: selection.criteria, dataOption: selection.dataOption });
  return compileSearch(source, body).where ?? sql`true`;
}

/** Ids among `ids` that order items point at. */
async function orderedIds(tx: Db, ids: number[]): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select distinct product_id as id from order_items where product_id = any(${sql.param(ids)})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

async function deleteProducts(tx: Db, where: SQL): Promise<ProductBulkResult> {
  const before = await rowsOf(tx, where);
  const ordered = await orderedIds(
    tx,
    before.map((row) => row.id as number),
  );
  const deletable = before.filter((row) => !ordered.has(row.id as number));
  if (deletable.length)
    await tx.delete(products).where(
      inArray(
        products.id,
        deletable.map((row) => row.id as number),
      ),
    );
  await recordAudits(
    tx,
    deletable.map((row) => ({
      entity: ENTITY,
      entityId: row.id as number,
      action: 'delete',
      changes: diffChanges(row, null),
    })),
  );
  await recordWebhookEvents(tx, 'product.deleted', () => deletable);
  const refused = before
    .filter((row) => ordered.has(row.id as number))
    .map((row) => ({ id: row.id as number, name: row.name as string, reason: PRODUCT_LIST_MESSAGES.hasOrders }));
  return { changed: deletable.length, refused };
}

type PublishRow = { id: number; hsn: string; brand: string; category_ids: number[] };

/** Of the products about to be published, each that lacks what Publish asks for (contract/catalogue/product-publish.ts), with why. */
async function unpublishable(tx: Db, rows: Values[]): Promise<Map<number, string>> {
  const found = await queryRows<PublishRow>(
    tx,
    sql`select p.id, p.hsn, p.brand,
    array(select pc.category_id from product_categories pc where pc.product_id = p.id) as category_ids
    from products p where p.id = any(${sql.param(rows.map((row) => row.id as number))}::integer[])`,
  );
  return new Map(
    found.flatMap((r) => {
      const missing = missingToPublish({ hsn: r.hsn, brand: r.brand, categoryIds: r.category_ids });
      return missing.length > 0 ? [[Number(r.id), lacksToPublish(missing)] as const] : [];
    }),
  );
}

async function setStatus(tx: Db, where: SQL, status: string): Promise<ProductBulkResult> {
  const wanted = await rowsOf(tx, and(where, ne(products.status, status))!);
  const kept = status === 'Active' && wanted.length > 0 ? await unpublishable(tx, wanted) : new Map<number, string>();
  const refused = wanted
    .filter((row) => kept.has(row.id as number))
    .map((row) => ({ id: row.id as number, name: row.name as string, reason: kept.get(row.id as number)! }));
  const before = wanted.filter((row) => !kept.has(row.id as number));
  if (before.length === 0) return { changed: 0, refused };
  const ids = before.map((row) => row.id as number);
  await tx
    .update(products)
    .set({ status, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(products.id, ids));
  const after = new Map((await rowsOf(tx, inArray(products.id, ids))).map((row) => [row.id, row]));
  await recordAudits(
    tx,
    before.map((row) => ({
      entity: ENTITY,
      entityId: row.id as number,
      action: 'status',
      changes: diffChanges(row, after.get(row.id)!),
    })),
  );
  await recordWebhookEvents(tx, 'product.updated', () => [...after.values()]);
  return { changed: ids.length, refused };
}

/** Runs `action` on every product of the selection in one transaction. */
export function bulkProducts(db: Db, action: ProductBulkAction, selection: Selection): Promise<ProductBulkResult> {
  const where = whereOf(selection);
  return withTransaction(db, (tx) =>
    action === 'delete' ? deleteProducts(tx, where) : setStatus(tx, where, STATUS_OF_BULK_ACTION[action]),
  );
}
