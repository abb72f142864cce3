/** The content calendar's calls (contract/content/calendar.ts): the entries of a range, and a reschedule at the version read. */
import { CALENDAR_API, type CalendarEntry, type CalendarKind } from '../../../../contract/content/calendar';
import { api } from '../../../lib/api';

/** Every scheduled entry that touches [from, to). */
export const fetchCalendarEntries = (from: string, to: string, signal?: AbortSignal) =>
  api.get<CalendarEntry[]>(`${CALENDAR_API.entries}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    signal,
  });

/** Moves an entry's start to `start`, at the version it was read at. */
export const rescheduleEntry = (move: { kind: CalendarKind; id: number; version: number; start: string }) =>
  api.post<unknown>(CALENDAR_API.reschedule, move);
