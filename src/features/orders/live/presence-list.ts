/**
 * The presence list as the order screen keeps it (`GET /api/order-details/presence`, then live `presence`
 * events): pure functions, so the queue mode and the tests read it without React.
 */
import type { OrderPresence, OrderPresenceChange } from '../../../../contract/orders/order-presence';

/** The list after one live change: the user's entry for the order replaced, or removed when `since` is null. */
export function applyPresenceChange(list: readonly OrderPresence[], change: OrderPresenceChange): OrderPresence[] {
  const others = list.filter((p) => p.orderId !== change.orderId || p.userId !== change.userId);
  if (change.since === null) return others;
  return [
    ...others,
    { orderId: change.orderId, userId: change.userId, userName: change.userName, since: change.since },
  ];
}

/**
 * The name of someone other than `viewerId` who has `orderId` open (the one who opened it first), or null.
 * The viewer's own tabs never count: "also open in your other tab" is not shown.
 */
export function processedByOther(
  list: readonly OrderPresence[] | undefined,
  orderId: number,
  viewerId: number | null,
): string | null {
  let first: OrderPresence | null = null;
  for (const p of list ?? []) {
    if (p.orderId === orderId && p.userId !== viewerId && (first === null || p.since < first.since)) first = p;
  }
  return first?.userName ?? null;
}
