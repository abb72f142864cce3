/** Notifications as a list: each opens its record (and is marked read); unread ones are bold with a dot. */
import { Icon, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import {
  NOTIFICATION_KIND_INFO,
  notificationPath,
  type Notification,
  type NotificationKind,
} from '../../../contract/notifications/notifications';
import { formatDateTime } from '../../lib/format';
import { useMarkRead } from './notifications-api';

const ICONS: Record<NotificationKind, IconName> = {
  newOrder: 'shopping-cart',
  returnRequested: 'undo',
  newTicket: 'headset',
  lowStock: 'cube',
  paymentFailed: 'credit-card',
  webhookOff: 'send-message',
};

export interface NotificationItemsProps {
  items: readonly Notification[];
  /** Called after one is opened (the bell closes its popover). */
  onOpen?: () => void;
}

export function NotificationItems({ items, onOpen }: NotificationItemsProps) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    onOpen?.();
    navigate(notificationPath(n));
  };
  return (
    <ul className="notification-items">
      {items.map((n) => (
        <li key={n.id} className={n.read ? 'notification-item' : 'notification-item notification-unread'}>
          <button type="button" onClick={() => open(n)}>
            {!n.read && <span className="visually-hidden">Unread: </span>}
            <Icon icon={ICONS[n.kind]} size={14} />
            <span className="notification-text">
              <span className="notification-title">{n.title}</span>
              <span className="notification-meta">
                {NOTIFICATION_KIND_INFO[n.kind].label} · {formatDateTime(n.createdAt)}
              </span>
            </span>
            {!n.read && <span className="notification-dot" aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
