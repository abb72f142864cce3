/**
 * The calendar's grid: a month of whole weeks or one week, Monday first, each day a drop target and each entry
 * a button that opens it (a single pointer or the keyboard reschedules there) and can be dragged to another day
 * (dnd-kit; the drop moves its start by whole days, keeping the time). Entries spanning days show on each.
 */
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CALENDAR_KIND_LABELS, type CalendarEntry } from '../../../../contract/content/calendar';
import { coversDay, dayStart, dayTitle, shopTime, WEEKDAYS, type CalendarView } from './calendar-days';

const DAY = 86_400_000;
const entryKey = (entry: CalendarEntry) => `${entry.kind}:${entry.id}`;

interface GridProps {
  view: CalendarView;
  days: string[];
  month: string;
  today: string;
  entries: CalendarEntry[];
  onOpen(entry: CalendarEntry): void;
  /** A drop: the entry moved by `days` whole days. */
  onMove(entry: CalendarEntry, days: number): void;
  /** "+N more" on a full day of the month: show that day's week. */
  onMore(day: string): void;
}

/** Entries a month's day shows before "+N more": those starting that day first. */
const MONTH_DAY_CAP = 4;

function EntryChip({ entry, day, onOpen }: { entry: CalendarEntry; day: string; onOpen(): void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${entryKey(entry)}@${day}`,
    data: { entry, day },
  });
  const startsToday = Date.parse(entry.start) >= dayStart(day);
  const time = entry.allDay || !startsToday ? '' : shopTime(entry.start);
  // Begins with what it shows (the time and title), then what it is.
  const label = `${time ? `${time} ` : ''}${entry.title}, ${CALENDAR_KIND_LABELS[entry.kind]}${startsToday ? '' : ' (continues)'}, ${entry.status}`;
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`calendar-entry calendar-entry-${entry.kind}${startsToday ? '' : ' calendar-entry-continues'}${isDragging ? ' calendar-entry-dragging' : ''}${['Inactive', 'Draft', 'Expired'].includes(entry.status) ? ' calendar-entry-off' : ''}`}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
      {...attributes}
      {...listeners}
      aria-roledescription="calendar entry"
      aria-label={label}
      title={label}
      onClick={onOpen}
    >
      {time && <span className="calendar-entry-time">{time}</span>}
      {time && ' '}
      <span className="calendar-entry-title">{entry.title}</span>
    </button>
  );
}

function DayCell({
  day,
  inMonth,
  isToday,
  entries,
  cap,
  onOpen,
  onMore,
}: {
  day: string;
  inMonth: boolean;
  isToday: boolean;
  entries: CalendarEntry[];
  cap: number;
  onOpen(entry: CalendarEntry): void;
  onMore(): void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: day, data: { day } });
  const starts = (entry: CalendarEntry) => (Date.parse(entry.start) >= dayStart(day) ? 0 : 1);
  const ordered = entries.toSorted((a, b) => starts(a) - starts(b) || a.start.localeCompare(b.start));
  const shown = ordered.length > cap ? ordered.slice(0, cap - 1) : ordered;
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      data-day={day}
      className={`calendar-day${inMonth ? '' : ' calendar-day-outside'}${isToday ? ' calendar-day-today' : ''}${isOver ? ' calendar-day-over' : ''}`}
    >
      <div className="calendar-day-number">
        <span aria-hidden="true">{Number(day.slice(8))}</span>
        <span className="visually-hidden">{dayTitle(day)}</span>
      </div>
      <div className="calendar-day-entries">
        {shown.map((entry) => (
          <EntryChip key={entryKey(entry)} entry={entry} day={day} onOpen={() => onOpen(entry)} />
        ))}
        {shown.length < ordered.length && (
          <button
            type="button"
            className="calendar-more"
            onClick={onMore}
            aria-label={`${ordered.length - shown.length} more on ${dayTitle(day)}: show the week`}
          >
            +{ordered.length - shown.length} more
          </button>
        )}
      </div>
    </div>
  );
}

export function CalendarGrid({ view, days, month, today, entries, onOpen, onMove, onMore }: GridProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = active.data.current as { day?: string; entry?: CalendarEntry } | undefined;
    const to = (over?.data.current as { day?: string } | undefined)?.day;
    if (!from?.entry || !from.day || !to) return;
    onMove(from.entry, Math.round((dayStart(to) - dayStart(from.day)) / DAY));
  };
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div
        className={`calendar-grid calendar-grid-${view}`}
        role="grid"
        aria-label={view === 'month' ? 'Month' : 'Week'}
      >
        <div className="calendar-week calendar-weekdays" role="row">
          {WEEKDAYS.map((name) => (
            <div key={name} role="columnheader" className="calendar-weekday">
              {name}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]} className="calendar-week" role="row">
            {week.map((day) => (
              <DayCell
                key={day}
                day={day}
                inMonth={view === 'week' || day.slice(0, 7) === month}
                isToday={day === today}
                entries={entries.filter((entry) => coversDay(entry, day))}
                cap={view === 'month' ? MONTH_DAY_CAP : Infinity}
                onOpen={onOpen}
                onMore={() => onMore(day)}
              />
            ))}
          </div>
        ))}
      </div>
    </DndContext>
  );
}
