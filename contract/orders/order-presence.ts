/**
 * Presence (issue 18): which orders are open in whose order panel right now, so every other portal shows
 * "Being processed by …", the queue mode skips them, and an action on one asks first. A portal tab sends a
 * heartbeat for the order it shows (`PUT /api/order-details/{id}/presence?tabId=…`) every
 * PRESENCE_HEARTBEAT_MS and a DELETE when it closes it; a presence not renewed within PRESENCE_TTL_SECONDS
 * has expired. A tab is named by an id it makes itself, so one user's tabs are told apart.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';

/** How often an open order panel renews its presence. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A presence lasts this long after its last heartbeat (three heartbeats: one late or lost one is no gap). */
export const PRESENCE_TTL_SECONDS = 30;
/** Presences one user holds at once: one per tab, so ten tabs; an eleventh is refused (429). */
export const MAX_PRESENCES_PER_USER = 10;

/** A tab's own id: 128 random bits as 32 hex digits (src/lib/idempotency-key.ts makes them). */
export const TabIdSchema = z.string(VALIDATION.required).regex(/^[0-9a-f]{32}$/, VALIDATION.invalidFormat);

/** `?tabId=` of the presence PUT and DELETE. */
export const PresenceQuerySchema = z.object({ tabId: TabIdSchema });

/** One user processing one order (their earliest open tab on it). */
export const OrderPresenceSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  /** When the user opened the order (ISO). */
  since: z.string(),
});
export type OrderPresence = z.infer<typeof OrderPresenceSchema>;

/** The answer to a heartbeat: since when this tab shows the order, and until when it counts without another one. */
/** Another user who had the order open before this tab did (the earliest), or null: the order is theirs to process. */
export const PresenceFirstSchema = z
  .object({ userId: z.number().int(), userName: z.string(), since: z.string() })
  .nullable();

export const PresenceHeartbeatSchema = z.object({
  orderId: z.number().int(),
  since: z.string(),
  expiresAt: z.string(),
  firstBy: PresenceFirstSchema,
});
export type PresenceHeartbeat = z.infer<typeof PresenceHeartbeatSchema>;

/** The live `presence` event: a user started (`since`) or stopped (`since: null`) processing an order. */
export interface OrderPresenceChange {
  orderId: number;
  userId: number;
  userName: string;
  since: string | null;
}
