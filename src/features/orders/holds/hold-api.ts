/** Holds over the API (contract/orders/order-holds.ts): one order's hold or release, or a selection's. */
import { ORDER_HOLD_API, type BulkHoldResult } from '../../../../contract/orders/order-holds';
import type { OrderActionResult } from '../../../../contract/orders/order-processing';
import type { HoldOutcome, HoldSubmission } from '../../../../machines/orders/order-hold.machine';
import { ApiError, api } from '../../../lib/api';

/** A refusal the dialog shows in words (a field's 400, a 409 such as "already on hold"); anything else throws. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

async function send({ mode, target, values }: HoldSubmission): Promise<{ changed: number; unchanged: number }> {
  const body = mode === 'hold' ? { reason: values.reason, note: values.note } : { note: values.note };
  if (target.kind === 'order') {
    const path = mode === 'hold' ? ORDER_HOLD_API.hold(target.id) : ORDER_HOLD_API.release(target.id);
    await api.put<OrderActionResult>(path, { ...body, version: target.version });
    return { changed: 1, unchanged: 0 };
  }
  const { kind: _kind, count: _count, ...which } = target;
  return api.post<BulkHoldResult>(mode === 'hold' ? ORDER_HOLD_API.bulkHold : ORDER_HOLD_API.bulkRelease, {
    ...which,
    ...body,
  });
}

export async function submitHold(submission: HoldSubmission): Promise<HoldOutcome> {
  try {
    return { ok: true, ...(await send(submission)) };
  } catch (error) {
    if (isRefusal(error))
      return { ok: false, errors: error.errors.length ? error.errors : [{ message: error.message }] };
    throw error;
  }
}
