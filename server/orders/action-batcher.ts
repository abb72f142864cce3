/**
 * Order actions arriving together share one statement — one transaction, one commit — of the one
 * transition writer (`order-transition.ts`): each action's transition, timeline entry, Idempotency-Key
 * answer and audit row. Under load staff's actions cost one round trip and one commit per batch instead
 * of two round trips and a commit each; a lone action runs at once.
 *
 * The writer applies what the lifecycle machine allows on each order as it stands. Everything else — a
 * stale version, an action the order's stage does not allow, a replayed or reused key, a missing order, a
 * failed statement (which applied nothing) — runs again alone through `performOrderAction`, which answers
 * each case exactly. Shipping actions (partner calls, label PDFs) always run alone.
 */
import type { OrderAction } from '../../machines/orders/order-lifecycle.machine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { LiveBus } from '../platform/live-bus';
import { BatchQueue, takeDistinct } from './batch-queue';
import {
  performOrderAction,
  resultOf,
  type OrderActionCommand,
  type OrderActionOutcome,
  type Stored,
} from './order-actions';
import { writeOrderTransitions, type AnnounceSql } from './order-transition';

/** The actions that change only the status (no partner, no document): the ones batches apply. */
const BATCHED_ACTIONS: readonly OrderAction[] = [
  'order.accept',
  'order.proceedToShipping',
  'order.markShipped',
  'order.markDelivered',
  'order.cancelByCustomer',
  'order.cancelByCompany',
];

/** Whether `perform` batches this action (the others run alone at once). */
export const isBatchedAction = (action: OrderAction) => BATCHED_ACTIONS.includes(action);

/** Most actions in one statement: bounds a statement's time and the locks it holds. */
export const MAX_BATCH = 64;

interface Waiting {
  command: OrderActionCommand;
  resolve: (outcome: OrderActionOutcome) => void;
  reject: (error: unknown) => void;
}

/** One order and one Idempotency-Key per batch, so each row of the statement answers exactly one action. */
const keysOf = ({ command }: Waiting) =>
  command.key === null
    ? [`order:${command.orderId}`]
    : [`order:${command.orderId}`, `key:${command.actor.id}:${command.key}`];
const take = (waiting: readonly Waiting[]) => takeDistinct(waiting, MAX_BATCH, keysOf);

export class OrderActionBatcher {
  private readonly queue = new BatchQueue<Waiting>((batch) => this.run(batch), take);

  /** Tells the other processes of a batch's moved orders in its own statement; undefined: each caller publishes. */
  private readonly announce: AnnounceSql | undefined;

  /**
   * With `live` on PostgreSQL among other processes, the batch statement tells them of its moved orders itself (no
   * NOTIFY of its own per batch) and each outcome says so (`told`); without, callers publish as for a lone action.
   */
  constructor(
    private readonly db: Db,
    live?: Pick<LiveBus, 'notifySql'>,
  ) {
    const tells = live !== undefined && live.notifySql('order', sql`null`) !== null;
    this.announce = tells ? (event) => live.notifySql('order', event) : undefined;
  }

  /** Runs the action once per Idempotency-Key, as `performOrderAction` does, batched with any that arrive alongside. */
  perform(command: OrderActionCommand): Promise<OrderActionOutcome> {
    if (!isBatchedAction(command.action)) return performOrderAction(this.db, command);
    return new Promise((resolve, reject) => this.queue.push({ command, resolve, reject }));
  }

  /** Alone, as if never batched. */
  private alone({ command, resolve, reject }: Waiting): void {
    performOrderAction(this.db, command).then(resolve, reject);
  }

  private async run(batch: Waiting[]): Promise<void> {
    let stored: Map<number, Stored>;
    try {
      stored = await writeOrderTransitions(
        this.db,
        batch.map(({ command }) => ({ command })),
        this.announce,
      );
    } catch {
      // Nothing of the statement applied (a key another request took in the meantime, say): each action runs alone.
      for (const waiting of batch) this.alone(waiting);
      return;
    }
    const told = this.announce !== undefined;
    for (const [idx, waiting] of batch.entries()) {
      const row = stored.get(idx);
      if (row) waiting.resolve({ result: resultOf(row), replayed: false, label: null, told });
      else this.alone(waiting);
    }
  }
}
