/** The plan cart's sample events for generated paths: pay, a captured payment, a declined card, a server fault, edit. */
import type { EventObject } from 'xstate';
import { SUBSCRIPTION_MESSAGES } from '../../contract/platform/messages';
import { TEST_CARDS } from '../../contract/subscription/subscription';
import { planCheckoutMachine } from './plan-checkout.machine';
import type { MachineModel } from '../platform/model';

const failed = (message: string): EventObject =>
  ({ type: 'xstate.error.actor.pay', error: { message } }) as EventObject;

export const planCheckoutModel: MachineModel = {
  name: 'plan checkout',
  machine: planCheckoutMachine,
  events: [
    { type: 'checkout.pay', request: { planId: 2, period: 'yearly', cardNumber: TEST_CARDS.success } } as EventObject,
    { type: 'checkout.edit' },
    { type: 'xstate.done.actor.pay', output: { invoiceNumber: 'INV1001' } } as EventObject,
    failed(SUBSCRIPTION_MESSAGES.paymentDeclined),
    failed('We are facing some technical error, Please try again after sometime.'),
  ],
};
