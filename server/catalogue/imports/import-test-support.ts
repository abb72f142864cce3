/** Helpers for the import tests and benchmark: upload a CSV, wait for the apply, fingerprint the catalogue. */
import { sql } from 'drizzle-orm';
import { PRODUCT_IMPORT_API, type ChangeSet, type ChangeSetItem } from '../../../contract/catalogue/product-import';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { multipartBody } from '../../media/test-images';
import { API_BASE } from '../../../contract/platform/api-paths';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function uploadCsv(app: App, token: string, csv: string | Buffer, filename = 'catalogue.csv') {
  const { body, contentType } = multipartBody([{ filename, content: csv, contentType: 'text/csv' }]);
  return app.inject({
    method: 'POST',
    url: `${API_BASE}${PRODUCT_IMPORT_API.create}`,
    payload: body,
    headers: { ...auth(token), 'content-type': contentType },
  });
}

export async function itemsOf(app: App, token: string, id: string): Promise<ChangeSetItem[]> {
  const response = await app.inject({
    method: 'GET',
    url: `${API_BASE}${PRODUCT_IMPORT_API.items(id)}?pageSize=500`,
    headers: auth(token),
  });
  if (response.statusCode !== 200) throw new Error(`items: ${response.statusCode} ${response.body}`);
  return response.json().output.content;
}

/** Polls the set until its apply has finished. */
export async function appliedSet(app: App, token: string, id: string, timeoutMs = 120_000): Promise<ChangeSet> {
  for (const start = Date.now(); Date.now() - start < timeoutMs; ) {
    const set = (
      await app.inject({ method: 'GET', url: `${API_BASE}${PRODUCT_IMPORT_API.one(id)}`, headers: auth(token) })
    ).json().output as ChangeSet;
    if (set.status === 'applied') return set;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`change set ${id} was not applied in time`);
}

/**
 * One hash of the catalogue: every product, variant, category link and ledger row. `content` leaves out
 * what a rollback legitimately moves on (versions and update times), so it compares content only.
 */
export async function catalogueFingerprint(db: Db, { content = false } = {}): Promise<string> {
  const drop = content ? sql`- 'version' - 'updated_at'` : sql``;
  const [row] = await queryRows<{ h: string }>(
    db,
    sql`select md5(
      coalesce((select string_agg((to_jsonb(p) ${drop})::text, '|' order by p.id) from products p), '') ||
      coalesce((select string_agg((to_jsonb(v) ${drop})::text, '|' order by v.id) from product_variants v), '') ||
      coalesce((select string_agg(c.product_id || ':' || c.category_id || ':' || c.position, '|' order by c.product_id, c.position) from product_categories c), '') ||
      coalesce((select string_agg(l.id || ':' || l.variant_id || ':' || l.delta, '|' order by l.id) from stock_ledger l), '')) as h`,
  );
  return row.h;
}
