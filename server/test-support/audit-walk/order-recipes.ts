/** Calls for the order and return routes: each order or request is first put where the action is allowed. */

import {
  ORDER_API,
  ORDER_ACTION_EVENTS,
  ORDER_ACTION_SEGMENT,
  ORDER_ACTIONS_NEEDING_REASON,
  type BulkJob,
  type OrderActionEvent,
} from '../../../contract/orders/order-processing';
import { ORDER_STATUSES, RETURN_KINDS, RETURN_STATUSES } from '../../../contract/orders/order-status';
import { RETURN_ACTION_EVENTS, RETURN_ACTION_SEGMENT, RETURN_API } from '../../../contract/returns/returns';
import { applyAction } from '../../../machines/orders/order-lifecycle';
import { applyReturnAction } from '../../../machines/returns/return-lifecycle';
import { putOrderInto, type OrderSetup } from '../../orders/order-test-support';
import { makeRequest } from '../../returns/test-fixtures';
import type { Recipe, Walk } from './walk';
import { PICK_LIST_API } from '../../../contract/orders/pick-lists';
import { ORDER_HOLD_API, RISK_RULES_OFF } from '../../../contract/orders/order-holds';
import { sql } from 'drizzle-orm';
import { API_BASE } from '../../../contract/platform/api-paths';

const FLAGS = [false, true];

/** A status and shipping stage (payment settled) from which the lifecycle allows `action`. */
function setupFor(action: OrderActionEvent): OrderSetup {
  for (const status of ORDER_STATUSES)
    for (const courier of FLAGS)
      for (const pickup of FLAGS)
        for (const label of FLAGS) {
          if (
            applyAction(
              { status, courierAssigned: courier, pickupScheduled: pickup, labelGenerated: label, payment: 'settled' },
              action,
            )
          ) {
            return { status, courier, pickup, label };
          }
        }
  throw new Error(`No order stage allows ${action}`);
}

/** An order of its own (the walk's n-th), put where `action` is allowed; its version. */
async function orderReadyFor(walk: Walk, action: OrderActionEvent): Promise<{ id: number; version: number }> {
  const id = await walk.nextOrder();
  return { id, version: await putOrderInto(walk.db, id, setupFor(action)) };
}

const reasonFor = (action: OrderActionEvent) =>
  ORDER_ACTIONS_NEEDING_REASON.includes(action) ? { reason: 'Audit walk' } : {};

const orderActionRecipes = Object.fromEntries(
  ORDER_ACTION_EVENTS.map((action): [string, Recipe] => [
    `PUT /api${ORDER_API.action(ORDER_ACTION_SEGMENT[action], '{id}')}`,
    async (walk) => {
      const admin = await walk.signIn();
      const { id, version } = await orderReadyFor(walk, action);
      return [
        {
          method: 'PUT',
          url: ORDER_API.action(ORDER_ACTION_SEGMENT[action], id),
          body: { version, ...reasonFor(action) },
          token: admin.token,
          actorId: admin.userId,
          update: true,
        },
      ];
    },
  ]),
);

/** Waits for a bulk job to finish (its items' rows are checked apart from the request's one). */
async function finished(walk: Walk, token: string, jobId: string): Promise<BulkJob> {
  for (let i = 0; i < 200; i++) {
    const job = (
      await walk.app.inject({
        method: 'GET',
        url: `${API_BASE}${ORDER_API.bulkJob(jobId)}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().output as BulkJob;
    if (job.status === 'finished') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Bulk job ${jobId} did not finish`);
}

/** An order of its own put on hold (set up by SQL: only the walk's call is counted). */
async function heldOrder(walk: Walk): Promise<number> {
  const { id } = await orderReadyFor(walk, 'order.accept');
  await walk.db.execute(
    sql`update orders set hold_reason = 'Stock issue', held_at = now(), held_by = 'Walk' where id = ${id}`,
  );
  return id;
}

/** Holds and the risk rules (issue 45 §2): each call's audit row holds the hold's before and after. */
const holdRecipes: Record<string, Recipe> = {
  [`PUT /api${ORDER_HOLD_API.hold('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const { id, version } = await orderReadyFor(walk, 'order.accept');
    const body = { reason: 'Address check', note: 'Audit walk', version };
    return [
      { method: 'PUT', url: ORDER_HOLD_API.hold(id), body, token: admin.token, actorId: admin.userId, update: true },
    ];
  },
  [`PUT /api${ORDER_HOLD_API.release('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const id = await heldOrder(walk);
    const body = { note: 'Audit walk' };
    return [
      { method: 'PUT', url: ORDER_HOLD_API.release(id), body, token: admin.token, actorId: admin.userId, update: true },
    ];
  },
  [`POST /api${ORDER_HOLD_API.bulkHold}`]: async (walk) => {
    const admin = await walk.signIn();
    const ids = [(await orderReadyFor(walk, 'order.accept')).id];
    const body = { ids, reason: 'Customer request' };
    return [
      { method: 'POST', url: ORDER_HOLD_API.bulkHold, body, token: admin.token, actorId: admin.userId, update: true },
    ];
  },
  [`POST /api${ORDER_HOLD_API.bulkRelease}`]: async (walk) => {
    const admin = await walk.signIn();
    const body = { ids: [await heldOrder(walk)], note: 'Audit walk' };
    return [
      {
        method: 'POST',
        url: ORDER_HOLD_API.bulkRelease,
        body,
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${ORDER_HOLD_API.riskRules}`]: async (walk) => {
    const admin = await walk.signIn();
    const read = await walk.app.inject({
      method: 'GET',
      url: `${API_BASE}${ORDER_HOLD_API.riskRules}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { version } = read.json().output as { version: number };
    const body = { ...RISK_RULES_OFF, codAbove: 5000 + walk.next(), version };
    return [
      { method: 'PUT', url: ORDER_HOLD_API.riskRules, body, token: admin.token, actorId: admin.userId, update: true },
    ];
  },
};

export const ORDER_RECIPES: Record<string, Recipe> = {
  ...orderActionRecipes,
  ...holdRecipes,
  [`POST /api${ORDER_API.notes('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const id = await walk.nextOrder();
    return [
      {
        method: 'POST',
        url: ORDER_API.notes(id),
        body: { note: 'Called the customer' },
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
  [`POST /api${ORDER_API.bulk}`]: async (walk) => {
    const admin = await walk.signIn();
    const ready = await orderReadyFor(walk, 'order.accept');
    return [
      {
        method: 'POST',
        url: ORDER_API.bulk,
        body: { action: 'order.accept', ids: [ready.id] },
        token: admin.token,
        actorId: admin.userId,
        settle: async (output) => {
          walk.notes.set('bulkJob', (output as { id: string }).id);
          await finished(walk, admin.token, (output as { id: string }).id);
        },
      },
    ];
  },
  // A pick list of one order, waited for until its PDF is made (the job writes no audit row of its own).
  [`POST /api${PICK_LIST_API.start}`]: async (walk) => {
    const admin = await walk.signIn();
    const ids = [(await orderReadyFor(walk, 'order.accept')).id];
    return [
      {
        method: 'POST',
        url: PICK_LIST_API.start,
        body: { ids, prices: true },
        token: admin.token,
        actorId: admin.userId,
        settle: async (output) => {
          const id = (output as { id: string }).id;
          for (let i = 0; i < 400; i++) {
            const job = (
              await walk.app.inject({
                method: 'GET',
                url: `${API_BASE}${PICK_LIST_API.job(id)}`,
                headers: { authorization: `Bearer ${admin.token}` },
              })
            ).json().output as { status: string };
            if (job.status !== 'running') return;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          throw new Error(`Pick list ${id} was not made`);
        },
      },
    ];
  },
  [`POST /api${ORDER_API.bulkRetry('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const ids = [(await orderReadyFor(walk, 'order.accept')).id];
    const job =
      walk.notes.get('bulkJob') ??
      (
        (await walk.prepare({
          method: 'POST',
          url: ORDER_API.bulk,
          body: { action: 'order.accept', ids },
          token: admin.token,
        })) as { id: string }
      ).id;
    await finished(walk, admin.token, job);
    return [{ method: 'POST', url: ORDER_API.bulkRetry(job), token: admin.token, actorId: admin.userId }];
  },
  // One route for every return action: each is called on a request in a status that allows it.
  [`PUT /api${RETURN_API.action('{action}', '{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const calls = [];
    for (const action of RETURN_ACTION_EVENTS) {
      const kind = RETURN_KINDS.find((k) =>
        RETURN_STATUSES.some((s) => applyReturnAction({ kind: k, status: s }, action)),
      )!;
      const status = RETURN_STATUSES.find((s) => applyReturnAction({ kind, status: s }, action))!;
      const request = await makeRequest(walk.db, kind, status, calls.length);
      const body =
        action === 'return.reject'
          ? { reason: 'Not in the return window' }
          : action === 'return.refund'
            ? { refundMethod: 'wallet' }
            : {};
      calls.push({
        method: 'PUT' as const,
        url: RETURN_API.action(RETURN_ACTION_SEGMENT[action], request.id),
        body,
        token: admin.token,
        actorId: admin.userId,
        update: true,
      });
    }
    return calls;
  },
};
