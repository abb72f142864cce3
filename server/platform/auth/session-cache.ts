/**
 * A short-lived memory of live sessions, so an authenticated request does not ask the database
 * whether its session is alive every time. Revocations forget the session at once (logout, a reused refresh
 * token, a changed password, a deactivation) — in this process, and in the others on the same PostgreSQL
 * through the cluster (server/platform/cluster.ts) within milliseconds; should that message be lost (the
 * listening connection dropped), the cache is emptied when it is back and `ttlMs` bounds the rest.
 * Keyed by refresh-token family (a UUID per sign-in).
 */
import { singleProcess, type Cluster } from '../cluster';
import type { PortalUserRow } from './users';

const MAX_ENTRIES = 10_000;

export interface SessionCache {
  get(userId: number, familyId: string, now?: number): PortalUserRow | undefined;
  set(familyId: string, user: PortalUserRow, now?: number): void;
  forgetFamily(familyId: string): void;
  forgetUser(userId: number): void;
  /** Hears every forget: a family revoked, or a user whose sessions may have ended (the live streams end theirs). */
  onForget(listener: (who: SessionForgotten) => void): () => void;
}

/** A revoked session (`familyId`), or a user whose other sessions ended and must be checked again (`userId`). */
export type SessionForgotten = { familyId: string } | { userId: number };

export function createSessionCache(ttlMs: number, cluster: Cluster = singleProcess()): SessionCache {
  const entries = new Map<string, { user: PortalUserRow; until: number }>();
  const listeners = new Set<(who: SessionForgotten) => void>();
  const tell = (who: SessionForgotten) => listeners.forEach((listener) => listener(who));
  const forgetHere = (who: SessionForgotten) => {
    if ('familyId' in who) entries.delete(who.familyId);
    else for (const [familyId, entry] of entries) if (entry.user.id === who.userId) entries.delete(familyId);
    tell(who);
  };
  const forget = (who: SessionForgotten) => {
    forgetHere(who);
    void cluster.publish('sessions', who);
  };
  cluster.subscribe('sessions', (who) => forgetHere(who as SessionForgotten));
  cluster.onReconnect(() => entries.clear());
  return {
    get(userId, familyId, now = Date.now()) {
      const entry = entries.get(familyId);
      if (!entry || entry.until <= now || entry.user.id !== userId) return undefined;
      return entry.user;
    },
    set(familyId, user, now = Date.now()) {
      if (ttlMs <= 0) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.delete(familyId);
      entries.set(familyId, { user, until: now + ttlMs });
    },
    forgetFamily(familyId) {
      forget({ familyId });
    },
    forgetUser(userId) {
      forget({ userId });
    },
    onForget(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
