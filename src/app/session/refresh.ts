/**
 * Refreshing the session when several tabs share it (remember me keeps it in localStorage):
 * one tab refreshes at a time (Web Locks), and a tab whose tokens another tab already rotated
 * uses the stored, newer pair instead of presenting a replaced refresh token (which the server
 * would take for a leak and end the session everywhere).
 */
import type { SessionOutput } from '../../../contract';
import { loadStoredSession } from '../../lib/session-storage';
import { sessionCheckCall } from './auth-api';

type Tokens = { token: string | null; refreshtoken: string | null };

const LOCK_NAME = 'portal-session-refresh';

/** The stored pair when another tab has rotated ours since we read it; else ours. */
export function freshestTokens(mine: Tokens, stored: Tokens | null): Tokens {
  if (stored?.refreshtoken && stored.refreshtoken !== mine.refreshtoken)
    return { token: stored.token, refreshtoken: stored.refreshtoken };
  return mine;
}

/** Refreshes under a lock shared by the tabs of this origin (plain call where Web Locks are missing). */
export function refreshSession(mine: Tokens): Promise<SessionOutput> {
  const run = () => sessionCheckCall(freshestTokens(mine, loadStoredSession()));
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, run) : run();
}
