/**
 * The calendar's reschedule machine with its effects: the save is `POST /calendar/reschedule` with the version
 * read; a saved move or a refusal refreshes the calendar (and the lists of the entry's screen) and is announced.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CALENDAR_KIND_LABELS } from '../../../../contract/content/calendar';
import { calendarRescheduleMachine } from '../../../../machines/content/calendar-reschedule.machine';
import { toast } from '../../../components/toast';
import { formatShopDateTime } from '../../../lib/format';
import { rescheduleEntry } from './calendar-api';

export function useCalendarReschedule(announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'calendar' || q.queryKey[0] === 'resource' || q.queryKey[0] === 'storefront',
    });
  const actor = useActorRef(
    calendarRescheduleMachine.provide({
      actors: {
        saveMove: fromPromise(({ input }) =>
          rescheduleEntry({ kind: input.kind, id: input.id, version: input.version, start: input.to }),
        ),
      },
      actions: {
        notifyMoved: (_, request) => {
          void refresh();
          const text = `${CALENDAR_KIND_LABELS[request.kind]} "${request.title}" now starts ${formatShopDateTime(request.to)}.`;
          announce(text);
          toast.success(text);
        },
        reloadCalendar: (_, message) => {
          void refresh();
          announce(message);
          toast.error(message);
        },
      },
    }),
  );
  const request = useSelector(actor, (s) => s.context.request);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  return { actor, request, confirming, saving, error };
}
