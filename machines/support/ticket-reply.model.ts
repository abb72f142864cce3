/** The ticket reply box's sample events for generated paths: kind, text (some, none), send, each outcome, retry. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../platform/model';
import { ticketReplyMachine } from './ticket-reply.machine';

export const ticketReplyModel: MachineModel = {
  name: 'ticket reply',
  machine: ticketReplyMachine,
  events: [
    { type: 'kind.change', kind: 'note' } as EventObject,
    { type: 'body.change', body: 'Your parcel ships today.' } as EventObject,
    { type: 'body.change', body: '   ' } as EventObject,
    { type: 'reply.send' },
    { type: 'reply.retry' },
    { type: 'xstate.done.actor.sendMessage', output: {} } as EventObject,
    {
      type: 'xstate.error.actor.sendMessage',
      error: { message: 'This ticket is closed. Reopen it to add to the thread.' },
    } as EventObject,
  ],
};
