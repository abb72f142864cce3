/**
 * Questions about one return or exchange, answered by the lifecycle machine without running it: which
 * actions it allows now, where an action takes it, and why an action is not available. The server
 * validates with these; the app offers actions with them.
 */
import { getInitialSnapshot, transition } from 'xstate';
import type { ReturnStatus } from '../../contract/orders/order-status';
import { RETURN_ACTION_LABELS, RETURN_ACTION_REASONS } from '../../contract/returns/returns';
import {
  RETURN_ACTIONS,
  returnLifecycleMachine,
  type ReturnAction,
  type ReturnLifecycleInput,
} from './return-lifecycle.machine';

type Snapshot = ReturnType<typeof getInitialSnapshot<typeof returnLifecycleMachine>>;

const snapshotOf = (request: ReturnLifecycleInput): Snapshot => getInitialSnapshot(returnLifecycleMachine, request);

/** The status a snapshot stands for (its state's meta). */
function statusOf(snapshot: Snapshot): ReturnStatus {
  const meta = Object.values(snapshot.getMeta()) as { status?: ReturnStatus }[];
  const status = meta.find((m) => m?.status)?.status;
  if (!status) throw new Error(`no status for state ${JSON.stringify(snapshot.value)}`);
  return status;
}

/** The actions the request allows now, in lifecycle order. */
export function allowedReturnActions(request: ReturnLifecycleInput): ReturnAction[] {
  const snapshot = snapshotOf(request);
  return RETURN_ACTIONS.filter((type) => snapshot.can({ type }));
}

/** The status after the action, or null when the action is not allowed now. */
export function applyReturnAction(request: ReturnLifecycleInput, action: ReturnAction): ReturnStatus | null {
  const snapshot = snapshotOf(request);
  if (!snapshot.can({ type: action })) return null;
  const [next] = transition(returnLifecycleMachine, snapshot, { type: action });
  return statusOf(next);
}

/** Why the action is not available now; null when it is. */
export function unavailableReturnReason(request: ReturnLifecycleInput, action: ReturnAction): string | null {
  const snapshot = snapshotOf(request);
  if (snapshot.can({ type: action })) return null;
  if (action === 'return.refund' && request.kind === 'exchange') return RETURN_ACTION_REASONS.refundIsForReturns;
  if (action === 'return.replace' && request.kind === 'return') return RETURN_ACTION_REASONS.replaceIsForExchanges;
  if (action === 'return.refund' && request.status === 'refunded') return RETURN_ACTION_REASONS.alreadyRefunded;
  return RETURN_ACTION_REASONS.wrongStatus(RETURN_ACTION_LABELS[action], statusOf(snapshot));
}
