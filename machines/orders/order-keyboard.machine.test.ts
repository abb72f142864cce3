import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ORDER_MESSAGES } from '../../contract';
import { coverage, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';
import type { OrderStanding } from './order-actions.machine';
import { orderKeyboardMachine, type OrderKeyboardEvent } from './order-keyboard.machine';
import { orderKeyboardModel } from './order-keyboard.model';
import { unavailableReason } from './order-lifecycle';
import type { ActionsStanding, KeyboardScreen } from './order-keyboard.rules';

const row = (id: number) => ({ id, orderNo: `ORD-00000${id}` });
const standing = (id: number): OrderStanding => ({
  ...row(id),
  version: 3,
  lifecycle: { status: 'New Order', payment: 'settled' },
});
const actions = (state: ActionsStanding['state'], extra: Partial<ActionsStanding> = {}): ActionsStanding => ({
  state,
  chain: false,
  orderId: state === 'idle' ? null : 7,
  reasonMissing: false,
  ...extra,
});
const listed: KeyboardScreen = {
  rows: [row(7), row(8), row(9)],
  cursor: 0,
  openId: null,
  tab: 'new-order',
  order: null,
  actions: actions('idle'),
  taken: [],
  disabled: false,
  queueMode: true,
  claims: true,
};
const openOn = (id: number, more: Partial<KeyboardScreen> = {}): KeyboardScreen => ({
  ...listed,
  cursor: listed.rows!.findIndex((r) => r.id === id),
  openId: id,
  order: standing(id),
  ...more,
});

/**
 * The machine with every effect written down, and the view's part: report the screen, send keys, apply what waits.
 * As the order-actions machine would, a request is answered by its confirmation and a confirmation by the request sent.
 */
function keyboard(screen: KeyboardScreen) {
  const effects: string[] = [];
  const moves: Partial<Record<string, ActionsStanding['state']>> = {
    requestAction: 'confirming',
    confirmAction: 'submitting',
    cancelAction: 'idle',
  };
  const note = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    const moved = moves[name];
    if (moved)
      actor.send({
        type: 'actions.change',
        screen: { ...actor.getSnapshot().context.screen, actions: actions(moved, { chain: true }) },
      });
  };
  const names = [
    'setCursor',
    'openOrder',
    'claimOrder',
    'changeTab',
    'requestAction',
    'showHelp',
    'focusNote',
    'openHold',
    'confirmAction',
    'cancelAction',
    'tellRefused',
    'tellPassedBy',
  ];
  const actor = createActor(
    orderKeyboardMachine.provide({ actions: Object.fromEntries(names.map((n) => [n, note(n)])) as never }),
  ).start();
  const drain = () => {
    for (;;) {
      const before = actor.getSnapshot();
      if (!before.can({ type: 'keys.apply' })) return;
      actor.send({ type: 'keys.apply' });
      if (actor.getSnapshot().context.waiting === before.context.waiting) return;
    }
  };
  const send = (event: OrderKeyboardEvent) => {
    actor.send(event);
    drain();
  };
  send({ type: 'screen.change', screen });
  return {
    actor,
    effects,
    send,
    report: (next: KeyboardScreen, type: 'screen.change' | 'actions.change' = 'screen.change') =>
      send({ type, screen: next }),
    /** A key as the page hears it: waiting its turn when it must, else applied at once. */
    press: (key: string) =>
      send(actor.getSnapshot().can({ type: 'key.wait', key }) ? { type: 'key.wait', key } : { type: 'key.press', key }),
    state: () => actor.getSnapshot().value,
    waiting: () => actor.getSnapshot().context.waiting,
  };
}

const request = (action: string, id = 7) =>
  `requestAction ${JSON.stringify({ action, order: { id, orderNo: `ORD-00000${id}`, version: 3 }, chain: true })}`;

describe('order keyboard machine', () => {
  const paths = transitionPaths(orderKeyboardModel);

  it('replays every generated path', async () => {
    for (const path of paths) await replayPath(orderKeyboardModel.machine, path);
  });

  it('takes every state and every defined transition', () => {
    const c = coverage(orderKeyboardModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it('keeps keys typed while an action is in flight, then applies them in order, each on the screen as it then stands', () => {
    const k = keyboard(openOn(7, { actions: actions('submitting') }));
    for (const key of [' ', 'Enter']) k.press(key);
    expect(k.waiting()).toEqual([' ', 'Enter']);
    k.report(openOn(7), 'actions.change');
    // Space asks the next step; the Enter waiting answers its confirmation, then the request is in flight.
    expect(k.effects).toEqual([request('order.proceedToShipping'), 'confirmAction']);
    expect(k.waiting()).toEqual([]);
    k.press('Enter');
    expect(k.waiting()).toEqual(['Enter']);
  });

  it('refuses a waiting key that cannot be applied with every key typed after it, and says so once', () => {
    const k = keyboard(openOn(7, { actions: actions('submitting') }));
    for (const key of ['h', 'Enter', 'j']) k.press(key);
    k.report(openOn(7), 'actions.change');
    const reason = unavailableReason(standing(7).lifecycle, 'order.markShipped');
    expect(k.effects).toEqual([`tellRefused ${JSON.stringify({ count: 3, reason })}`]);
    expect(k.waiting()).toEqual([]);
  });

  it('refuses the waiting keys when the action meets a conflict or fails', () => {
    const k = keyboard(openOn(7, { actions: actions('submitting') }));
    k.press(' ');
    k.report(openOn(7, { actions: actions('reloading') }), 'actions.change');
    expect(k.effects).toEqual([
      `tellRefused ${JSON.stringify({ count: 1, reason: ORDER_MESSAGES.keysReason.conflict })}`,
    ]);
  });

  it("opens the cursor's order on Space in queue mode, claims it, and waits for the server's word before asking its next step", () => {
    const k = keyboard(listed);
    k.press(' ');
    expect(k.effects).toEqual([
      'claimOrder {"id":7}',
      'setCursor {"index":0,"scroll":false}',
      'openOrder {"id":7,"now":false}',
    ]);
    expect([k.state(), k.waiting()]).toEqual(['claiming', [' ']]);
    k.report(openOn(7));
    expect(k.state()).toBe('claiming');
    k.send({ type: 'claim.answer', orderId: 7, firstBy: null });
    expect(k.state()).toBe('ready');
    expect(k.effects.at(-1)).toBe(request('order.proceedToShipping'));
  });

  it('passes by an order someone else opened first, to the next one nobody else is processing', () => {
    const k = keyboard({ ...listed, taken: [8] });
    k.press(' ');
    k.send({ type: 'claim.answer', orderId: 7, firstBy: 'Aditi Rao' });
    expect(k.effects.slice(3)).toEqual([
      'tellPassedBy {"orderNo":"ORD-000007","userName":"Aditi Rao"}',
      'claimOrder {"id":9}',
      'setCursor {"index":2,"scroll":true}',
      'openOrder {"id":9,"now":false}',
    ]);
    expect(k.state()).toBe('claiming');
  });

  it("opens the next order at once after the chain's last step in queue mode, or when the rows come if they are being read", () => {
    const settling = openOn(7, { actions: actions('settling', { chain: true }) });
    const done = openOn(7, { actions: actions('done', { chain: true }) });
    const k = keyboard(settling);
    k.report(done, 'actions.change');
    expect(k.effects).toEqual([
      'claimOrder {"id":8}',
      'setCursor {"index":1,"scroll":true}',
      'openOrder {"id":8,"now":true}',
    ]);
    const later = keyboard(settling);
    later.report({ ...done, rows: null, claims: false }, 'actions.change');
    expect([later.state(), later.effects]).toEqual(['finished', []]);
    later.report({ ...done, rows: [row(8), row(9)], claims: false });
    expect([later.state(), later.effects]).toEqual([
      'opening',
      ['setCursor {"index":0,"scroll":true}', 'openOrder {"id":8,"now":false}'],
    ]);
    const last = keyboard({ ...settling, rows: [row(7)] });
    last.report({ ...done, rows: [row(7)] }, 'actions.change');
    expect([last.state(), last.effects]).toEqual(['ready', []]);
  });

  it('lets keys work on an order a click opened after Enter had opened another (issue 41)', () => {
    const k = keyboard({ ...listed, queueMode: false });
    k.press('Enter');
    expect(k.state()).toBe('opening');
    k.report(openOn(7, { queueMode: false }));
    k.report(openOn(8, { queueMode: false }));
    k.press('j');
    expect(k.waiting()).toEqual([]);
    expect(k.effects.slice(-2)).toEqual(['setCursor {"index":2,"scroll":true}', 'openOrder {"id":9,"now":false}']);
  });

  it('answers a confirmation focus has not reached with Enter, or says why not', () => {
    const k = keyboard(openOn(7, { actions: actions('confirming', { reasonMissing: true }) }));
    k.send({ type: 'confirmation.key', key: 'Enter' });
    expect(k.effects).toEqual([
      `tellRefused ${JSON.stringify({ count: 1, reason: ORDER_MESSAGES.keysReason.needsReason })}`,
    ]);
    k.report(openOn(7, { actions: actions('confirming') }));
    k.send({ type: 'confirmation.key', key: 'Escape' });
    expect(k.effects.at(-1)).toBe('cancelAction');
  });

  it('moves j to the order now under the cursor when the open order has left the list', () => {
    const k = keyboard({ ...openOn(7), rows: [row(8), row(9)], cursor: 0 });
    k.press('j');
    expect(k.effects).toEqual(['setCursor {"index":0,"scroll":true}', 'openOrder {"id":8,"now":false}']);
  });
});
