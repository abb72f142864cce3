/**
 * The pick-list dialog's sample events for generated paths: asked for a selection, prices on, started (or refused),
 * its progress, the PDF ready (downloaded on demand) or the job failed, retry and close.
 */
import type { EventObject } from 'xstate';
import { MESSAGES } from '../../contract/platform/messages';
import type { MachineModel } from '../platform/model';
import { pickListMachine } from './pick-list.machine';

export const pickListModel: MachineModel = {
  name: 'pick list',
  machine: pickListMachine,
  events: [
    { type: 'pickList.request', target: { ids: [7, 8, 9] }, count: 3 } as EventObject,
    { type: 'prices.change', prices: true } as EventObject,
    { type: 'dialog.confirm' },
    { type: 'dialog.retry' },
    { type: 'dialog.close' },
    { type: 'pdf.download' },
    { type: 'xstate.done.actor.startPickList', output: { id: 'job-1' } } as EventObject,
    {
      type: 'xstate.error.actor.startPickList',
      error: { status: 500, message: MESSAGES.technicalError },
    } as EventObject,
    { type: 'pickList.progress', done: 1, total: 3 } as EventObject,
    { type: 'pickList.ready' },
    { type: 'pickList.failed', error: MESSAGES.technicalError } as EventObject,
  ],
};
