/** The stock Adjust dialog's sample events for generated paths: open, submit, confirm or go back, each outcome, retry, close. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../platform/model';
import { stockAdjustmentMachine } from './stock-adjustment.machine';

const done = (output: unknown): EventObject => ({ type: 'xstate.done.actor.postAdjustment', output }) as EventObject;
const values = { mode: 'remove', quantity: 2, reason: 'damaged', note: 'Torn packaging' };

export const stockAdjustmentModel: MachineModel = {
  name: 'stock adjustment',
  machine: stockAdjustmentMachine,
  events: [
    { type: 'dialog.open', variant: { id: 7, version: 3, label: 'Cotton Kurta (KUR-00007)', stock: 4 } } as EventObject,
    { type: 'form.submit', values, idempotencyKey: 'stock-test-1' } as EventObject,
    { type: 'confirm.accept' },
    { type: 'confirm.back' },
    { type: 'dialog.retry' },
    { type: 'dialog.close' },
    done({ ok: true, result: { variantId: 7, stock: 2, version: 4, delta: -2, ledgerId: 91, lowStock: true } }),
    done({ ok: false, errors: [{ field: 'delta', message: 'Stock cannot go below zero: only 1 in stock.' }] }),
    {
      type: 'xstate.error.actor.postAdjustment',
      error: { message: 'We are facing some technical error, Please try again after sometime.' },
    } as EventObject,
  ],
};
