/**
 * The content calendar (issue 15 §4): every flash sale, promo code, slider and feature-section schedule and blog
 * publish time by month or week, in the shop's time zone. An entry dragged to another day, or opened and given a
 * new start, is rescheduled after a confirmation (calendar-reschedule machine), with the version it was read at.
 */
import { Button, ButtonGroup, Spinner } from '@blueprintjs/core';
import { MessageState } from '../../../components/MessageState';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CALENDAR_KIND_LABELS, CALENDAR_KINDS, type CalendarEntry } from '../../../../contract/content/calendar';
import { hasPermission } from '../../../../contract/platform/permissions';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/session/hooks';
import { fetchCalendarEntries } from './calendar-api';
import { CalendarGrid } from './CalendarGrid';
import { ConfirmMoveDialog, EntryDialog } from './CalendarDialogs';
import { dayStart, rangeTitle, stepAnchor, today as shopToday, visibleDays, type CalendarView } from './calendar-days';
import { useCalendarReschedule } from './useCalendarReschedule';
// oxlint-disable-next-line import/no-unassigned-import -- the calendar's stylesheet
import './calendar.css';

const DAY = 86_400_000;
const EDIT_MODULES = {
  'flash-sale': 'content.flashsale.edit',
  'promo-code': 'content.promocode.edit',
  slider: 'content.slider.edit',
  'feature-section': 'content.featureSection.edit',
  blog: 'content.blog.edit',
} as const;

export function CalendarScreen() {
  const user = useCurrentUser();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => shopToday());
  const [opened, setOpened] = useState<CalendarEntry | null>(null);
  const [live, setLive] = useState('');
  const days = visibleDays(view, anchor);
  const from = new Date(dayStart(days[0])).toISOString();
  const to = new Date(dayStart(days.at(-1)!) + DAY).toISOString();
  const entries = useQuery({
    queryKey: ['calendar', from, to],
    queryFn: ({ signal }) => fetchCalendarEntries(from, to, signal),
    placeholderData: (previous) => previous,
  });
  const reschedule = useCalendarReschedule(setLive);
  const canMove = (entry: CalendarEntry) => hasPermission(user, EDIT_MODULES[entry.kind]);
  const request = (entry: CalendarEntry, start: string) =>
    reschedule.actor.send({
      type: 'move.request',
      request: {
        kind: entry.kind,
        id: entry.id,
        version: entry.version,
        title: entry.title,
        start: entry.start,
        end: entry.end,
        to: start,
      },
    });
  const moveByDays = (entry: CalendarEntry, shift: number) => {
    if (shift !== 0 && canMove(entry)) request(entry, new Date(Date.parse(entry.start) + shift * DAY).toISOString());
  };
  const pending = reschedule.request;
  const pendingEntry = pending ? entries.data?.find((e) => e.kind === pending.kind && e.id === pending.id) : undefined;

  return (
    <div className="calendar-screen">
      <ScreenHeader
        title="Content Calendar"
        subtitle="Flash sales, promo codes, slider and feature section schedules and blog posts, in IST. Drag an entry to another day, or open it to move it."
      />
      <div className="calendar-toolbar">
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
            onClick={() => setAnchor(stepAnchor(view, anchor, -1))}
          />
          <Button text="Today" onClick={() => setAnchor(shopToday())} />
          <Button
            icon="chevron-right"
            aria-label={view === 'month' ? 'Next month' : 'Next week'}
            onClick={() => setAnchor(stepAnchor(view, anchor, 1))}
          />
        </ButtonGroup>
        <h2 className="calendar-range" aria-live="polite">
          {rangeTitle(view, anchor)}
        </h2>
        {entries.isFetching && <Spinner size={16} aria-label="Loading" />}
        <div className="calendar-legend" aria-label="Kinds">
          {CALENDAR_KINDS.map((kind) => (
            <span key={kind} className={`calendar-legend-item calendar-entry-${kind}`}>
              {CALENDAR_KIND_LABELS[kind]}
            </span>
          ))}
        </div>
        <ButtonGroup aria-label="View">
          <Button
            text="Month"
            active={view === 'month'}
            aria-pressed={view === 'month'}
            onClick={() => setView('month')}
          />
          <Button text="Week" active={view === 'week'} aria-pressed={view === 'week'} onClick={() => setView('week')} />
        </ButtonGroup>
      </div>
      {entries.isError ? (
        <MessageState
          icon="error"
          title="The calendar could not be read"
          description={errorMessage(entries.error)}
          action={<Button text="Retry" onClick={() => void entries.refetch()} />}
        />
      ) : (
        <CalendarGrid
          view={view}
          days={days}
          month={anchor.slice(0, 7)}
          today={shopToday()}
          entries={entries.data ?? []}
          onOpen={setOpened}
          onMove={moveByDays}
          onMore={(day) => {
            setView('week');
            setAnchor(day);
          }}
        />
      )}
      <EntryDialog
        entry={opened}
        canMove={opened !== null && canMove(opened)}
        onClose={() => setOpened(null)}
        onMove={(start) => {
          if (opened) request(opened, start);
          setOpened(null);
        }}
      />
      <ConfirmMoveDialog
        isOpen={reschedule.confirming || reschedule.saving || reschedule.error !== null}
        request={pending}
        entry={pendingEntry}
        saving={reschedule.saving}
        error={reschedule.error}
        onConfirm={() => reschedule.actor.send({ type: 'dialog.confirm' })}
        onCancel={() => reschedule.actor.send({ type: reschedule.error ? 'move.dismiss' : 'dialog.cancel' })}
        onRetry={() => reschedule.actor.send({ type: 'move.retry' })}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {live}
      </div>
    </div>
  );
}
