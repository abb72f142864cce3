/**
 * The database's own refusals of a product write, in the catalogue's words. The unique indexes are the final
 * guard against a concurrent save taking the same identification number or SKU (the pre-check inside the
 * transaction cannot see an uncommitted one): their violation is answered 409 on the field, the SKU's on the
 * variant whose SKU it is, found again once the failed transaction has rolled back.
 */
import { CONFLICT_MESSAGES } from '../../../contract/platform/messages';
import { PRODUCT_MESSAGES, type ProductValues } from '../../../contract/catalogue/product';
import { PRODUCT_SAVE_MESSAGES } from '../../../contract/catalogue/product-api';
import type { Db } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { conflict, HttpError } from '../../platform/http/http-errors';
import { USERS_NAMED, usersOf } from '../../resources/in-use';
import type { SearchSource } from '../../search/source';
import { products } from '../schema';
import { skuCollisions } from './product-rules';

/** The constraint a database error names (node-postgres and PGlite both carry `constraint`), looking through wrappers. */
function constraintOf(error: unknown): string {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return '';
}

/** The products table as the generic "who uses this row" lookup takes it (it reads only the table). */
const productSource = { table: products } as unknown as SearchSource;

/** 409 naming the records (orders, by their order number) that still point at the product. */
export async function refuseIfOrdered(db: Db, id: number): Promise<void> {
  const users = await usersOf(db, productSource, id);
  if (users.length === 0) return;
  const named = users.slice(0, USERS_NAMED).join(', ') + (users.length > USERS_NAMED ? ' and more' : '');
  throw conflict(CONFLICT_MESSAGES.usedBy('Product', named));
}

/** Runs a product write; a unique index or foreign key that refuses it is answered in the catalogue's words. */
export async function productGuard<T>(
  db: Db,
  values: ProductValues | null,
  productId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = pgErrorCode(error);
    const constraint = constraintOf(error);
    if (code === PG_UNIQUE_VIOLATION && constraint === 'products_identification_number_uq') {
      throw conflict(PRODUCT_MESSAGES.identificationNumberExists, 'identificationNumber');
    }
    if (code === PG_UNIQUE_VIOLATION && constraint === 'product_variants_sku_uq' && values) {
      const collisions = await skuCollisions(db, values, productId);
      throw collisions.length > 0 ? new HttpError(409, collisions) : conflict(PRODUCT_MESSAGES.skuExists, 'variants');
    }
    if (code === PG_FOREIGN_KEY_VIOLATION && constraint.includes('order_items')) {
      // An order took a variant or the product while this write removed it.
      if (values === null && productId !== null) await refuseIfOrdered(db, productId);
      throw values === null
        ? conflict(CONFLICT_MESSAGES.inUse)
        : conflict(PRODUCT_SAVE_MESSAGES.variantOrderedMeanwhile, 'variants');
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) throw conflict(CONFLICT_MESSAGES.referenceGone);
    throw error;
  }
}
