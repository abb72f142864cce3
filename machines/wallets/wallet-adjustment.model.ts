/** The wallet dialog's sample events for generated paths: open, submit, each outcome of the posting, retry, close. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../platform/model';
import { walletAdjustmentMachine } from './wallet-adjustment.machine';

const done = (output: unknown): EventObject => ({ type: 'xstate.done.actor.postAdjustment', output }) as EventObject;
const values = { type: 'credited', amount: 150, reason: 'Goodwill' };

export const walletAdjustmentModel: MachineModel = {
  name: 'wallet adjustment',
  machine: walletAdjustmentMachine,
  events: [
    { type: 'dialog.open', customer: { id: 7, name: 'Asha Rao', walletBalance: '0.00' } } as EventObject,
    { type: 'form.submit', values, idempotencyKey: 'wallet-test-1' } as EventObject,
    { type: 'dialog.retry' },
    { type: 'dialog.close' },
    done({ ok: true, result: { id: 1, transactionId: 'WT1000001', customerId: 7, balanceAfter: '150.00' } }),
    done({ ok: false, errors: [{ field: 'amount', message: 'The wallet balance is not enough for this debit.' }] }),
    {
      type: 'xstate.error.actor.postAdjustment',
      error: { message: 'We are facing some technical error, Please try again after sometime.' },
    } as EventObject,
  ],
};
