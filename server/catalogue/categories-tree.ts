/**
 * Reads of the category tree: every node with its product counts (direct and whole subtree) in one query.
 * A recursive CTE pairs each category with itself and every category below it (the closure), so the counts
 * are one aggregate over that pairing instead of a query per node. The recursion stops at MAX_DEPTH levels:
 * moves never make a cycle, and a bound keeps a bad row from looping the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryMoveImpact, CategoryRow } from '../../contract/catalogue/category';
import type { RecordStatus } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';

/** Deeper trees than this are not read (the demo tree has two levels; shops rarely pass four). */
export const MAX_DEPTH = 32;

type RawRow = {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  image_media_id: number | null;
  image_path: string | null;
  image_thumbnail_path: string | null;
  status: string;
  position: number;
  product_count: number | string;
  subtree_product_count: number | string;
  descendant_count: number | string;
  version: number;
};

const toRow = (r: RawRow): CategoryRow => ({
  id: Number(r.id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  name: r.name,
  slug: r.slug,
  imageMediaId: r.image_media_id === null ? null : Number(r.image_media_id),
  image: r.image_path === null ? null : { path: r.image_path, thumbnailPath: r.image_thumbnail_path ?? r.image_path },
  status: r.status as RecordStatus,
  position: Number(r.position),
  productCount: Number(r.product_count),
  subtreeProductCount: Number(r.subtree_product_count),
  descendantCount: Number(r.descendant_count),
  version: Number(r.version),
});

/** The closure (ancestor, descendant) of the nodes `roots` selects, itself included. */
const closure = (roots: SQL) => sql`closure(ancestor, descendant, depth) as (
    select id, id, 0 from categories where ${roots}
    union all
    select c.ancestor, k.id, c.depth + 1 from closure c join categories k on k.parent_id = c.descendant where c.depth < ${MAX_DEPTH}
  ), direct as (
    select category_id, count(*) as n from product_categories group by category_id
  ), totals as (
    select cl.ancestor, count(*) - 1 as descendants, coalesce(sum(d.n), 0) as products
    from closure cl left join direct d on d.category_id = cl.descendant group by cl.ancestor
  )`;

async function readRows(db: Db, roots: SQL): Promise<CategoryRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`with recursive ${closure(roots)}
    select c.id, c.parent_id, c.name, c.slug, c.image_media_id, m.path as image_path, m.thumbnail_path as image_thumbnail_path,
      c.status, c.sort_order as position, c.version,
      coalesce(d.n, 0) as product_count, t.products as subtree_product_count, t.descendants as descendant_count
    from categories c join totals t on t.ancestor = c.id
    left join direct d on d.category_id = c.id
    left join media m on m.id = c.image_media_id
    order by c.parent_id nulls first, c.sort_order, c.id`,
  );
  return rows.map(toRow);
}

/** Every category, parents' children in order, with their counts. */
export const readCategoryTree = (db: Db): Promise<CategoryRow[]> => readRows(db, sql`true`);

/** One category with its counts, or undefined. */
export async function readCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await readRows(db, sql`id = ${id}`);
  return row;
}

/** What moving category `id` takes with it: itself and every category below, and their products. */
export async function readMoveImpact(db: Db, id: number): Promise<CategoryMoveImpact | undefined> {
  const row = await readCategory(db, id);
  return row && { categories: row.descendantCount + 1, products: row.subtreeProductCount };
}

/** True when `candidate` is `id` or lies below it (walks up from the candidate: a path, not a subtree). */
export async function isSelfOrDescendant(db: Db, id: number, candidate: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${candidate}
      union all
      select c.id, c.parent_id, u.depth + 1 from up u join categories c on c.id = u.parent_id where u.depth < ${MAX_DEPTH}
    ) select id from up where id = ${id} limit 1`,
  );
  return rows.length > 0;
}
