/**
 * The bulk-job machine with its effects. Progress comes from the live stream's `bulk` events (the
 * tally); the full job, with every order's outcome, is read when it finishes, and every 500 ms while
 * the stream is not delivering (the fallback).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { ORDER_MESSAGES } from '../../../../contract';
import type { BulkJob, LiveEvents } from '../../../../contract/orders/order-processing';
import { bulkJobMachine, type BulkJobEvent, type BulkStart } from '../../../../machines/platform/bulk-job.machine';
import { toast } from '../../../components/toast';
import { liveStream } from '../../../lib/live-stream';
import { invalidateWrites } from '../../../lib/write-effects';
import { getBulkJob, orderKeys, retryBulkJob, startBulkJob } from '../order-api';

export type BulkJobActor = ActorRefFrom<typeof bulkJobMachine>;

const POLL_MS = 500;
/** Without a live event for this long, polling takes over. */
const QUIET_MS = 1500;

const watchJob = fromCallback<BulkJobEvent, { jobId: string }>(({ input, sendBack }) => {
  let stopped = false;
  let last: BulkJob | null = null;
  let lastLive = 0;
  let reading = false;
  const report = (job: BulkJob) => {
    last = job;
    if (!stopped) sendBack({ type: 'bulk.progress', job });
  };
  const read = async () => {
    if (reading || stopped) return;
    reading = true;
    try {
      report(await getBulkJob(input.jobId));
    } catch {
      // The next tick (or event) tries again.
    } finally {
      reading = false;
    }
  };
  const unsubscribe = liveStream.subscribe((name, data) => {
    const event = data as LiveEvents['bulk'];
    if (name !== 'bulk' || event.id !== input.jobId) return;
    lastLive = Date.now();
    // The tally moves the bar; the outcomes of every order are read once, at the end.
    if (event.status === 'finished' || !last) void read();
    else report({ ...last, tally: event.tally, total: event.total });
  });
  const timer = setInterval(() => {
    if (liveStream.getStatus() !== 'open' || Date.now() - lastLive > QUIET_MS) void read();
  }, POLL_MS);
  void read();
  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
  };
});

function createMachine(queryClient: QueryClient) {
  return bulkJobMachine.provide({
    actors: {
      startBulk: fromPromise<{ id: string }, BulkStart>(({ input }) => startBulkJob(input)),
      watchJob,
      retryBulk: fromPromise<unknown, { jobId: string }>(({ input }) => retryBulkJob(input.jobId)),
    },
    actions: {
      notifyFinished: ({ context }) => {
        if (context.action) toast.info(ORDER_MESSAGES.bulkFinished(context.action));
        void invalidateWrites(queryClient, [orderKeys.lists[1]]);
      },
    },
  });
}

export function useBulkJob(): BulkJobActor {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createMachine(queryClient));
  return useActorRef(machine);
}
