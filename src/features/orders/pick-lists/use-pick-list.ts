/**
 * The pick-list machine with its effects: the job started for the selection, its progress read every half second
 * until the PDF is ready (or the job failed), and the PDF downloaded.
 */
import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { pickListMachine, type PickListEvent } from '../../../../machines/orders/pick-list.machine';
import type { BulkTarget } from '../../../../machines/platform/bulk-job.machine';
import { toast } from '../../../components/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { downloadPickList, readPickListJob, startPickList } from './pick-list-api';

export type PickListActor = ActorRefFrom<typeof pickListMachine>;

const POLL_MS = 500;

const followPickList = fromCallback<PickListEvent, { jobId: string }>(({ input, sendBack }) => {
  let stopped = false;
  const read = async () => {
    try {
      const job = await readPickListJob(input.jobId);
      if (stopped) return;
      if (job.status === 'done') return sendBack({ type: 'pickList.ready' });
      if (job.status === 'failed') return sendBack({ type: 'pickList.failed', error: job.error ?? '' });
      sendBack({ type: 'pickList.progress', done: job.done, total: job.total });
    } catch (error) {
      // A reading lost on the way (no answer, 5xx) is read again; a refusal (4xx) ends the wait.
      if (!stopped && error instanceof ApiError && error.status >= 400 && error.status < 500)
        return sendBack({ type: 'pickList.failed', error: errorMessage(error) });
    }
    if (!stopped) timer = setTimeout(read, POLL_MS);
  };
  let timer = setTimeout(read, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
});

const machine = pickListMachine.provide({
  actors: {
    startPickList: fromPromise(({ input }: { input: { target: BulkTarget; prices: boolean } }) => startPickList(input)),
    followPickList,
  },
  actions: {
    downloadPdf: (_, { jobId }) =>
      void downloadPickList(jobId).catch((error: unknown) => toast.error(errorMessage(error))),
  },
});

export function usePickList(): PickListActor {
  return useActorRef(machine);
}
