/**
 * The order keyboard machine's model for generated paths: a New Order tab of three orders (7, 8, 9) in queue mode,
 * the screens the view reports (the list being read, read, order 7 opening, open, asked to confirm) and the
 * order-actions machine's news (settling, done after the chain's last step, with the list read or being read again,
 * and reloading after a conflict), the keys (Space, Enter, j; at once or waiting their turn) and the server's word on a
 * claim. At most one key waits in the model: every rule a waiting key meets is met by the first (the machine's test
 * covers several, and the other ways the next order opens after a chain).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../platform/model';
import { orderKeyboardMachine, type OrderKeyboardEvent } from './order-keyboard.machine';
import type { ActionsStanding, KeyboardScreen } from './order-keyboard.rules';

const row = (id: number) => ({ id, orderNo: `ORD-00000${id}` });
const rows = [row(7), row(8), row(9)];
const seven = { ...row(7), version: 3, lifecycle: { status: 'New Order', payment: 'settled' } } as const;
const actions = (state: ActionsStanding['state'], chain = true): ActionsStanding => ({
  state,
  chain,
  orderId: state === 'idle' ? null : 7,
  reasonMissing: false,
});

const listed: KeyboardScreen = {
  rows,
  cursor: 0,
  openId: null,
  tab: 'new-order',
  order: null,
  actions: actions('idle', false),
  taken: [],
  disabled: false,
  queueMode: true,
  claims: true,
};
const open: KeyboardScreen = { ...listed, openId: 7, order: seven };
const screens: Record<string, KeyboardScreen> = {
  reading: { ...listed, rows: null },
  listed,
  opening: { ...listed, openId: 7 },
  open,
  confirming: { ...open, actions: actions('confirming') },
};
const actionScreens: KeyboardScreen[] = [
  { ...open, actions: actions('settling') },
  { ...open, actions: actions('done') },
  // The chain's last step seen while the list is read again: the next order waits for the rows.
  { ...open, rows: null, actions: actions('done') },
  { ...open, actions: actions('reloading', false) },
];

/** Keys pressed with none waiting: applied at once (Space may also wait for the order it opens), or set waiting. */
const freshKeys: OrderKeyboardEvent[] = [
  { type: 'key.press', key: ' ' },
  { type: 'key.press', key: 'Enter' },
  { type: 'key.press', key: 'j' },
  { type: 'key.wait', key: ' ' },
  { type: 'key.wait', key: 'Enter' },
];
const events: OrderKeyboardEvent[] = [
  { type: 'keys.apply' },
  { type: 'confirmation.key', key: 'Enter' },
  { type: 'claim.answer', orderId: 7, firstBy: null },
  { type: 'claim.answer', orderId: 7, firstBy: 'Aditi Rao' },
  ...Object.values(screens).map((screen) => ({ type: 'screen.change', screen }) as const),
  ...actionScreens.map((screen) => ({ type: 'actions.change', screen }) as const),
];

export const orderKeyboardModel: MachineModel = {
  name: 'order keyboard',
  machine: orderKeyboardMachine,
  events: (snapshot: AnyMachineSnapshot) =>
    (snapshot.context.waiting.length === 0 ? [...freshKeys, ...events] : events) as EventObject[],
};
