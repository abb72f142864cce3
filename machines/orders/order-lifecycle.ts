/**
 * Questions about one order, answered by the lifecycle machine without running it: which actions it
 * allows now, where an action takes it, and why an action is not available. The server validates
 * with these; the app offers actions with them.
 */
import { getInitialSnapshot, transition } from 'xstate';
import { ORDER_ACTION_LABELS, ORDER_ACTION_REASONS, type OrderStatus } from '../../contract/orders/order-status';
import {
  ORDER_ACTIONS,
  orderLifecycleMachine,
  type OrderAction,
  type OrderLifecycleContext,
  type OrderLifecycleInput,
} from './order-lifecycle.machine';

type Snapshot = ReturnType<typeof getInitialSnapshot<typeof orderLifecycleMachine>>;

/** Snapshots by input: there are only a few hundred (status × shipping flags × payment), and the server asks on every action. */
const snapshots = new Map<string, Snapshot>();
const keyOf = (order: OrderLifecycleInput) =>
  `${order.status}|${order.courierAssigned === true}|${order.pickupScheduled === true}|${order.labelGenerated === true}|${order.payment ?? 'settled'}`;
function snapshotOf(order: OrderLifecycleInput): Snapshot {
  const key = keyOf(order);
  let snapshot = snapshots.get(key);
  if (!snapshot) snapshots.set(key, (snapshot = getInitialSnapshot(orderLifecycleMachine, order)));
  return snapshot;
}

/** The status a snapshot stands for (its state's meta). */
function statusOf(snapshot: Snapshot): OrderStatus {
  const meta = Object.values(snapshot.getMeta()) as { status?: OrderStatus }[];
  const status = meta.find((m) => m?.status)?.status;
  if (!status) throw new Error(`no status for state ${JSON.stringify(snapshot.value)}`);
  return status;
}

/** Actions that end an order rather than move it on: never a "next step", and all a held order allows. */
const CANCELS: readonly OrderAction[] = ['order.cancelByCompany', 'order.cancelByCustomer'];

/** A held order's hold stops `action` (every action but a cancel). */
const heldBack = (order: OrderLifecycleInput, action: OrderAction) => Boolean(order.hold) && !CANCELS.includes(action);

/** The actions the order allows now, in lifecycle order. */
export function allowedActions(order: OrderLifecycleInput): OrderAction[] {
  const snapshot = snapshotOf(order);
  return ORDER_ACTIONS.filter((type) => !heldBack(order, type) && snapshot.can({ type }));
}

/** The order's next step (the first action it allows that is not a cancel), or null when none is left. */
export function nextStep(order: OrderLifecycleInput): OrderAction | null {
  return allowedActions(order).find((action) => !CANCELS.includes(action)) ?? null;
}

/** Whether `action` cancels the order. */
export const isCancel = (action: OrderAction) => CANCELS.includes(action);

const outcomes = new Map<string, ({ status: OrderStatus } & OrderLifecycleContext) | null>();

/** The order after the action, or null when the action is not allowed now. */
export function applyAction(
  order: OrderLifecycleInput,
  action: OrderAction,
): ({ status: OrderStatus } & OrderLifecycleContext) | null {
  if (heldBack(order, action)) return null;
  const key = `${keyOf(order)}|${action}`;
  if (!outcomes.has(key)) {
    const snapshot = snapshotOf(order);
    const next = snapshot.can({ type: action })
      ? transition(orderLifecycleMachine, snapshot, { type: action })[0]
      : null;
    outcomes.set(key, next && { status: statusOf(next), ...next.context });
  }
  const outcome = outcomes.get(key)!;
  return outcome && { ...outcome };
}

/** Why the action is not available now; null when it is. */
export function unavailableReason(order: OrderLifecycleInput, action: OrderAction): string | null {
  if (heldBack(order, action)) return ORDER_ACTION_REASONS.onHold(order.hold!);
  const snapshot = snapshotOf(order);
  if (snapshot.can({ type: action })) return null;
  const status = statusOf(snapshot);
  const flags = snapshot.context;
  const unpaid =
    flags.payment === 'failed' ? ORDER_ACTION_REASONS.paymentFailed : ORDER_ACTION_REASONS.paymentInProgress;
  if (
    (status === 'Pending' && action === 'order.accept') ||
    (status === 'New Order' && action === 'order.proceedToShipping')
  )
    return unpaid;
  if (status === 'Processing') {
    if (action === 'order.assignCourier')
      return flags.pickupScheduled
        ? ORDER_ACTION_REASONS.pickupAlreadyScheduled
        : ORDER_ACTION_REASONS.courierAlreadyAssigned;
    if (action === 'order.schedulePickup')
      return flags.courierAssigned ? ORDER_ACTION_REASONS.pickupAlreadyScheduled : ORDER_ACTION_REASONS.needsCourier;
    if (action === 'order.generateLabel')
      return flags.pickupScheduled ? ORDER_ACTION_REASONS.labelAlreadyGenerated : ORDER_ACTION_REASONS.needsPickup;
    if (action === 'order.markShipped') return flags.labelGenerated ? unpaid : ORDER_ACTION_REASONS.needsLabel;
  }
  return ORDER_ACTION_REASONS.wrongStatus(ORDER_ACTION_LABELS[action], status);
}

/** The lifecycle as data for QA (`GET /api/order-details/lifecycle`): each status, its actions, their targets and guards. */
export function lifecycleGraph() {
  type Node = {
    key: string;
    type: string;
    meta?: { status?: OrderStatus };
    transitions: Map<string, { target?: Node[]; guard?: unknown }[]>;
  };
  const nodes = Object.values(orderLifecycleMachine.states) as unknown as Node[];
  return nodes
    .filter((node) => node.meta?.status)
    .map((node) => ({
      state: node.key,
      status: node.meta!.status!,
      final: node.type === 'final',
      actions: [...node.transitions.entries()].flatMap(([event, defs]) =>
        defs.map((d) => ({
          action: event,
          label: ORDER_ACTION_LABELS[event as OrderAction],
          to: d.target?.[0]?.meta?.status ?? node.meta!.status!,
          guard: typeof d.guard === 'string' ? d.guard : ((d.guard as { type?: string } | undefined)?.type ?? null),
        })),
      ),
    }));
}
