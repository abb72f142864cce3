/**
 * Where the session survives a reload (seed §7): localStorage when "Remember me" was ticked,
 * otherwise sessionStorage, so closing the browser ends a session that was not remembered.
 */
// zod/mini, as the contract's session schemas: read at start-up, before classic zod is loaded.
import * as z from 'zod/mini';
import { SubscriptionStatusSchema, UserDetailsSchema } from '../../contract';
import type { SessionOutput } from '../../contract';
import type { StoredSession } from '../../machines/account/session.machine';

/** The key the seed's global state calls `userDetails` (it holds the tokens too). */
export const SESSION_STORAGE_KEY = 'userDetails';

const StoredSchema = z.object({
  token: z.nullable(z.string()),
  refreshtoken: z.nullable(z.string()),
  remember: z.boolean(),
  subscriptionStatus: z.optional(z.nullable(SubscriptionStatusSchema)),
  userDetails: z.nullable(UserDetailsSchema),
});

/** The two Web Storage areas, injectable for tests. */
export interface StorageAreas {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const browserAreas = (): StorageAreas => ({ local: window.localStorage, session: window.sessionStorage });

function read(area: StorageAreas['local']): StoredSession | null {
  try {
    const raw = area.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { token, refreshtoken, remember, userDetails } = parsed.data;
    return { token, refreshtoken, remember, userDetails };
  } catch {
    // Unreadable or blocked storage counts as "not signed in", never as a crash.
    return null;
  }
}

/** The stored session, remembered one first; null when there is none or it is corrupt. */
export function loadStoredSession(areas: StorageAreas = browserAreas()): StoredSession | null {
  return read(areas.local) ?? read(areas.session);
}

/** Stores a fresh session in the area its remember flag chooses and clears the other one. */
export function saveSession(output: SessionOutput, areas: StorageAreas = browserAreas()): void {
  const value = JSON.stringify({
    token: output.token,
    refreshtoken: output.refreshtoken,
    remember: output.remember,
    subscriptionStatus: output.subscriptionStatus,
    userDetails: output.userDetails,
  });
  const [keep, drop] = output.remember ? [areas.local, areas.session] : [areas.session, areas.local];
  try {
    drop.removeItem(SESSION_STORAGE_KEY);
    keep.setItem(SESSION_STORAGE_KEY, value);
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}

/** Forgets the session in both areas. */
export function clearStoredSession(areas: StorageAreas = browserAreas()): void {
  try {
    areas.local.removeItem(SESSION_STORAGE_KEY);
    areas.session.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* nothing stored that could be removed */
  }
}
