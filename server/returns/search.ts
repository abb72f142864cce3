/**
 * `POST /api/order-return/search` and `/export`: returns and exchanges in one table. Each screen fixes
 * `kind` with a criterion; the server also keeps every user to the kinds they may view, whatever is asked.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ReturnKind } from '../../contract/orders/order-status';
import { RETURN_KINDS } from '../../contract/orders/order-status';
import { RETURN_PERMISSION_MODULE, returnResource } from '../../contract/returns/returns';
import { hasPermission } from '../../contract/platform/permissions';
import type { FastifyRequest } from 'fastify';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { returns as t } from './schema';
import { noPermission, sessionExpired } from '../platform/http/http-errors';
import type { CompiledSearch } from '../search/compile';
import { andAlso } from '../search/run';
import { defineSource } from '../search/source';

export const returnSource = defineSource({
  def: returnResource,
  table: t,
  joins: [
    { table: orders, on: eq(orders.id, t.orderId) },
    { table: customers, on: eq(customers.id, orders.customerId) },
  ],
  id: t.id,
  columns: {
    id: t.id,
    version: t.version,
    createdAt: t.createdAt,
    returnNo: t.returnNo,
    orderId: t.orderId,
    orderNo: orders.orderNo,
    customerName: customers.name,
    kind: t.kind,
    status: t.status,
    reason: t.reason,
    amount: t.amount,
  },
});

/** The kinds the signed-in user may see or change (`action` view or edit); 403 when none. */
export function permittedKinds(request: FastifyRequest, action: 'view' | 'edit'): ReturnKind[] {
  if (!request.user) throw sessionExpired();
  const kinds = RETURN_KINDS.filter((k) => hasPermission(request.user, `${RETURN_PERMISSION_MODULE[k]}.${action}`));
  if (kinds.length === 0) throw noPermission();
  return kinds;
}

/** 403 unless the user may `action` requests of `kind`. */
export function requireKind(request: FastifyRequest, action: 'view' | 'edit', kind: ReturnKind): void {
  if (!permittedKinds(request, action).includes(kind)) throw noPermission();
}

/** The compiled search kept to the permitted kinds. */
export function withinKinds(compiled: CompiledSearch, kinds: readonly ReturnKind[]): CompiledSearch {
  if (kinds.length === RETURN_KINDS.length) return compiled;
  return {
    ...compiled,
    where: andAlso(compiled.where, inArray(t.kind, [...kinds])),
    filterExprs: [...compiled.filterExprs, t.kind],
  };
}
