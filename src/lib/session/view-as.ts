/**
 * "View as this user" in the SPA: the read-only token the server issued (POST /portal-users/{id}/view-as) and
 * the user it shows, kept for this tab (sessionStorage) while a Master Admin looks around. The api client sends
 * this token instead of the session's while it lasts; `useCurrentUser` answers the viewed user, so the menu,
 * guards and buttons are exactly theirs. The server refuses every write made with it.
 */
import { useSyncExternalStore } from 'react';
import type { UserDetails } from '../../../contract/account/auth';

/** What one view-as holds: the token, the user viewed and when it ends (epoch ms). */
export interface ViewAsState {
  token: string;
  user: UserDetails;
  until: number;
}

const KEY = 'portal.viewAs';
const listeners = new Set<() => void>();
let state: ViewAsState | null = read();
let timer: ReturnType<typeof setTimeout> | undefined;

function read(): ViewAsState | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ViewAsState | null;
    return saved && saved.until > Date.now() ? saved : null;
  } catch {
    return null;
  }
}

function publish(next: ViewAsState | null): void {
  state = next;
  clearTimeout(timer);
  if (next) {
    sessionStorage.setItem(KEY, JSON.stringify(next));
    timer = setTimeout(() => publish(null), next.until - Date.now()); // the token expires: back to one's own view
  } else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}
if (state) publish(state);

/** Starts viewing as a user with the server's answer. */
export function startViewAs(token: string, user: UserDetails, expiresInSeconds: number): void {
  publish({ token, user, until: Date.now() + expiresInSeconds * 1000 });
}

/** Back to one's own view. */
export function exitViewAs(): void {
  if (state) publish(null);
}

/** The view-as token while viewing as someone, else null (the api client sends it instead of the session's). */
export const viewAsToken = (): string | null => (state && state.until > Date.now() ? state.token : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current view-as, or null; re-renders when it starts or ends. */
export const useViewAs = (): ViewAsState | null =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
