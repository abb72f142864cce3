/** The content calendar's reschedule: sample events for generated paths — a move, a drop in place, each answer of the save. */
import type { EventObject } from 'xstate';
import { calendarRescheduleMachine, type RescheduleRequest } from './calendar-reschedule.machine';
import type { MachineModel } from '../platform/model';

const request = (to: string): RescheduleRequest => ({
  kind: 'slider',
  id: 4,
  version: 2,
  title: 'Festive sale',
  start: '2032-02-02T04:30:00.000Z',
  end: '2032-02-09T04:30:00.000Z',
  to,
});
const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, status: number): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    error: {
      status,
      message:
        status === 409
          ? 'This record was changed by someone else.'
          : 'We are facing some technical error, Please try again after sometime.',
    },
  }) as EventObject;

export const calendarRescheduleModel: MachineModel = {
  name: 'calendar reschedule',
  machine: calendarRescheduleMachine,
  events: [
    { type: 'move.request', request: request('2032-02-09T04:30:00.000Z') } as EventObject,
    { type: 'move.request', request: request('2032-02-02T04:30:00.000Z') } as EventObject,
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'move.retry' },
    { type: 'move.dismiss' },
    done('saveMove'),
    failed('saveMove', 409),
    failed('saveMove', 500),
  ],
};
