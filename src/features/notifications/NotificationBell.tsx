/** The top bar's bell: the unread count on a badge, and the newest notifications in a popover. */
import { Button, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { NOTIFICATION_MESSAGES } from '../../../contract/notifications/notifications';
import { useNavigateTo } from '../../lib/navigation';
import { NotificationItems } from './NotificationItems';
import { useMarkRead, useNotifications, useUnreadCount } from './notifications-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './notifications.css';

const SHOWN = 8;

function BellPanel({ close }: { close(): void }) {
  const list = useNotifications(false);
  const markRead = useMarkRead();
  const navigateTo = useNavigateTo();
  const items = list.data?.content.slice(0, SHOWN) ?? [];
  return (
    <div className="notification-panel">
      <div className="notification-panel-head">
        <strong>Notifications</strong>
        <Button
          size="small"
          variant="minimal"
          text="Mark all read"
          disabled={!list.data?.unread}
          onClick={() => markRead.mutate(null)}
        />
      </div>
      {list.data && items.length === 0 && <p className="notification-empty">{NOTIFICATION_MESSAGES.none}</p>}
      <NotificationItems items={items} onOpen={close} />
      <Button
        className="notification-all"
        size="small"
        variant="minimal"
        intent="primary"
        text="See all, and choose which you get"
        onClick={() => {
          close();
          void navigateTo('NOTIFICATIONS');
        }}
      />
    </div>
  );
}

export function NotificationBell() {
  const unread = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);
  return (
    // PopoverNext: Blueprint's classic Popover mispositions under React 19 (and says so in the console).
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      content={<BellPanel close={() => setOpen(false)} />}
    >
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="notification-bell"
      >
        {unread > 0 && (
          <span className="notification-badge" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
