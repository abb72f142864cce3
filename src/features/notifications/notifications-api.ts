/**
 * The signed-in user's notifications with TanStack Query: the bell's unread count, the list, mark read, and the
 * choice of kinds. New ones arrive as a `notifications` ping on the live stream (every signed-in user's); while
 * the stream is down, the bell reads the count again every minute.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  NOTIFICATIONS_API,
  type NotificationList,
  type NotificationPreferences,
} from '../../../contract/notifications/notifications';
import { api } from '../../lib/api';
import { liveStream } from '../../lib/live-stream';
import { readAgain } from '../../lib/read-again';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (unreadOnly: boolean, page: number) => ['notifications', 'list', unreadOnly, page] as const,
  preferences: ['notifications', 'preferences'] as const,
};

const POLL_MS = 60_000;

/** The unread count, kept live. */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Not invalidateQueries alone: a ping during the bell's first read would be lost in that read (../../lib/read-again.ts).
    const readNotices = () => void readAgain(queryClient, notificationKeys.all);
    const unsubscribe = liveStream.subscribe((name) => {
      if (name === 'notifications') readNotices();
    });
    // A notice made before the stream was open, or while it was down, came with no ping: the count is read again.
    const unsubscribeOpen = liveStream.onOpen(readNotices);
    return () => {
      unsubscribe();
      unsubscribeOpen();
    };
  }, [queryClient]);
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      api.get<{ unread: number }>(NOTIFICATIONS_API.unreadCount, { signal }).then((r) => r.unread),
    refetchInterval: () => (liveStream.getStatus() === 'open' ? false : POLL_MS),
  });
}

/** A page of the user's notifications, newest first. */
export function useNotifications(unreadOnly: boolean, page = 0) {
  return useQuery({
    queryKey: notificationKeys.list(unreadOnly, page),
    queryFn: ({ signal }) =>
      api.get<NotificationList>(`${NOTIFICATIONS_API.list}?pageNum=${page}${unreadOnly ? '&unread=true' : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one read (`id`) or all (`null`); every notification query is read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      api.put<{ changed: number; unread: number }>(
        id === null ? NOTIFICATIONS_API.readAll : NOTIFICATIONS_API.read(id),
      ),
    onSuccess: (result) => queryClient.setQueryData(notificationKeys.unread, result.unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api.get<NotificationPreferences>(NOTIFICATIONS_API.preferences, { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      api.put<NotificationPreferences>(NOTIFICATIONS_API.preferences, body),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
