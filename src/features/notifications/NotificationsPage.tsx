/** NOTIFICATIONS: the user's notifications (all or unread, a page at a time, mark all read) and which kinds they get. */
import { Button, Callout, Card, SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PAGE_SIZE } from '../../../contract/notifications/notifications';
import { ScreenHeader } from '../../components/ScreenHeader';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { NotificationItems } from './NotificationItems';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { useMarkRead, useNotifications } from './notifications-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './notifications.css';

export function NotificationsPage() {
  usePageTitle('Notifications');
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(0);
  const list = useNotifications(show === 'unread', page);
  const markRead = useMarkRead();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / NOTIFICATION_PAGE_SIZE)) : 1;
  return (
    <div className="screen">
      <ScreenHeader title="Notifications" subtitle={data ? `${data.unread} unread` : undefined} />
      <div className="notifications-page">
        <Card compact>
          <div className="notifications-toolbar">
            <SegmentedControl
              size="small"
              value={show}
              onValueChange={(v) => {
                setShow(v as 'all' | 'unread');
                setPage(0);
              }}
              options={[
                { label: 'All', value: 'all' },
                { label: 'Unread', value: 'unread' },
              ]}
            />
            <Button
              size="small"
              icon="tick"
              text="Mark all read"
              disabled={!data?.unread}
              loading={markRead.isPending}
              onClick={() => markRead.mutate(null)}
            />
          </div>
          {list.isError && (
            <Callout intent="danger" role="alert" compact>
              {errorMessage(list.error)}
            </Callout>
          )}
          {data && data.content.length === 0 && <p className="notification-empty">{NOTIFICATION_MESSAGES.none}</p>}
          <NotificationItems items={data?.content ?? []} />
          {pages > 1 && (
            <div className="notifications-toolbar">
              <Button
                size="small"
                icon="chevron-left"
                aria-label="Newer"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              />
              <span>
                Page {page + 1} of {pages}
              </span>
              <Button
                size="small"
                icon="chevron-right"
                aria-label="Older"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              />
            </div>
          )}
        </Card>
        <Card compact>
          <h2 className="bp6-heading heading-size-5">Which notifications I get</h2>
          <NotificationPreferencesCard />
        </Card>
      </div>
    </div>
  );
}
