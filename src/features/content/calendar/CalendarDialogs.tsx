/**
 * The calendar's dialogs: an entry opened (what it is, its window, a link to its screen, and a new start to move
 * it to — the way to reschedule without dragging), and the confirmation every move passes through.
 */
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../../components/overlays';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CALENDAR_KIND_LABELS, type CalendarEntry, type CalendarKind } from '../../../../contract/content/calendar';
import { routePath, type RouteName } from '../../../../contract/platform/routes';
import type { RescheduleRequest } from '../../../../machines/content/calendar-reschedule.machine';
import { DateTimeField } from '../../../components/form/DateTimeField';
import { RouteAnchorButton } from '../../../components/RouteAnchorButton';
import { formatShopDateTime } from '../../../lib/format';
import { useDialogKeys } from '../../../components/use-dialog-keys';

const SCREENS: Record<CalendarKind, RouteName> = {
  'flash-sale': 'FLASHSALE',
  'promo-code': 'PROMOCODE',
  slider: 'MANAGE_SLIDER',
  'feature-section': 'MANAGE_FEATURE_SECTION',
  blog: 'BLOG',
};
const DAY = 86_400_000;

/** The window as people read it: a promo code's days, a sale's two moments, a schedule with no end, a post's time. */
export function windowText(
  entry: Pick<CalendarEntry, 'start' | 'end' | 'allDay' | 'kind'>,
  start = entry.start,
): string {
  const shift = Date.parse(start) - Date.parse(entry.start);
  const end = entry.end === null ? null : new Date(Date.parse(entry.end) + shift).toISOString();
  if (entry.allDay)
    return `${formatShopDateTime(start).slice(0, 10)} to ${formatShopDateTime(new Date(Date.parse(end!) - DAY)).slice(0, 10)}`;
  if (end === null)
    return entry.kind === 'blog'
      ? `publishes ${formatShopDateTime(start)}`
      : `from ${formatShopDateTime(start)}, no end`;
  return `${formatShopDateTime(start)} to ${formatShopDateTime(end)}`;
}

export function EntryDialog({
  entry,
  canMove,
  onClose,
  onMove,
}: {
  entry: CalendarEntry | null;
  canMove: boolean;
  onClose(): void;
  onMove(to: string): void;
}) {
  const form = useForm<{ start: string }>({ values: { start: entry?.start ?? '' } });
  // Closed by a move, the focus stays with the confirmation that opens, instead of going back to the entry behind it.
  const [moving, setMoving] = useState(false);
  const submit = form.handleSubmit(({ start }) => {
    if (!start) return;
    setMoving(true);
    onMove(new Date(start).toISOString());
  });
  return (
    <Dialog
      isOpen={entry !== null}
      title={entry ? `${CALENDAR_KIND_LABELS[entry.kind]}: ${entry.title}` : ''}
      onClose={onClose}
      shouldReturnFocusOnClose={!moving}
      onOpening={() => setMoving(false)}
      style={{ maxWidth: 460, width: 'calc(100% - 32px)' }}
    >
      {entry && (
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <p className="calendar-dialog-window">
              {windowText(entry)} · {entry.status}
            </p>
            {canMove && (
              <DateTimeField
                control={form.control}
                name="start"
                label={entry.kind === 'blog' ? 'Publish at (IST)' : 'Move the start to (IST)'}
                helperText={entry.end === null ? undefined : 'The end moves with it'}
              />
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <RouteAnchorButton
                  variant="minimal"
                  text={`Open ${CALENDAR_KIND_LABELS[entry.kind].toLowerCase()}s`}
                  to={routePath(SCREENS[entry.kind])}
                />
                <Button text="Close" onClick={onClose} />
                {canMove && <Button type="submit" intent="primary" text="Move" />}
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}

/** Every move asks first; Enter moves (or retries) and Escape cancels as soon as it opens, wherever focus is. */
export function ConfirmMoveDialog({
  isOpen,
  request,
  entry,
  saving,
  error,
  onConfirm,
  onCancel,
  onRetry,
}: {
  isOpen: boolean;
  request: RescheduleRequest | null;
  entry: CalendarEntry | undefined;
  saving: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
}) {
  const open = isOpen && request !== null;
  const proceedRef = useRef<HTMLButtonElement>(null);
  const containerRef = useDialogKeys(open, {
    onEnter: saving ? undefined : error ? onRetry : onConfirm,
    onEscape: saving ? undefined : onCancel,
  });
  return (
    // Move has the focus once the dialog is open, as OK has in the other confirmations (opened from the entry's dialog,
    // the overlay would otherwise keep it on its focus trap).
    <Dialog
      isOpen={open}
      title="Reschedule"
      onClose={saving ? undefined : onCancel}
      containerRef={containerRef}
      onOpened={() => proceedRef.current?.focus()}
      style={{ maxWidth: 500, width: 'calc(100% - 32px)' }}
    >
      {request && (
        <DialogBody>
          <p>{`Move ${CALENDAR_KIND_LABELS[request.kind].toLowerCase()} "${request.title}"?`}</p>
          <p className="calendar-dialog-window">Now: {windowText({ ...request, allDay: entry?.allDay ?? false })}</p>
          <p className="calendar-dialog-window">
            <strong>Moves to: {windowText({ ...request, allDay: entry?.allDay ?? false }, request.to)}</strong>
          </p>
          {error && (
            <Callout intent="danger" compact icon="error">
              {error}
            </Callout>
          )}
        </DialogBody>
      )}
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} disabled={saving} />
            <Button
              ref={proceedRef}
              text={error ? 'Retry' : 'Move'}
              intent="primary"
              autoFocus
              loading={saving}
              onClick={error ? onRetry : onConfirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
