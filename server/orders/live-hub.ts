/**
 * The portal's server-sent-event streams, one per open tab of any signed-in user. What a stream hears
 * depends on its user: order staff (orders.order.view) hear the order events (`counts` on connect and
 * after changes, read by one shared timer at most once per COUNTS_COALESCE_MS, `order`, `bulk`,
 * `counters`, `presence`); everyone hears `company`, and `notifications` pings reach only their receivers' streams.
 * A stream belongs to its session: it ends when this process revokes the session (logout, a reused
 * refresh token), when its access token expires, and when a re-check every `recheckMs` finds the
 * session gone, or order access lost by a stream that hears order events (deactivation, a change made by
 * another process). Order access gained is heard from the next connection (at the latest when the access
 * token ends the stream). A user has at most MAX_STREAMS_PER_USER open; the route refuses more with 429.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvents } from '../../contract/orders/order-processing';
import type { Db } from '../db/client';
import type { LiveBus } from '../platform/live-bus';
import type { SessionForgotten } from '../platform/auth/session-cache';
import { orderStatusCounts } from '../db/status-counts';

export const COUNTS_COALESCE_MS = 200;
export const HEARTBEAT_MS = 25_000;
/** Open streams per user: a portal tab holds one, so ten tabs at once; more are refused (429), not swapped in. */
export const MAX_STREAMS_PER_USER = 10;

const frame = (name: keyof LiveEvents, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The session a stream belongs to. */
export interface StreamSession {
  userId: number;
  familyId: string;
  /** When the access token that opened the stream expires, seconds since the epoch. */
  accessExpiresAt: number;
  /** Whether the stream hears the order events (its user held orders.order.view when it opened). */
  hearsOrders: boolean;
}

/** What a re-check finds: the session ended, or it lives with or without order access. */
export type LiveAccess = 'ended' | 'orders' | 'signed-in';

/** Events only order staff hear; the rest (`company`, and `notifications` per user) reach every stream. */
const ORDER_EVENTS = new Set<keyof LiveEvents>(['counts', 'order', 'bulk', 'counters', 'presence']);

interface Stream {
  raw: ServerResponse;
  session: StreamSession;
  /** Receives broadcasts once its first counts are written. */
  ready: boolean;
  expiry: NodeJS.Timeout;
}

export interface LiveHubDeps {
  db: Db;
  live: LiveBus;
  log: FastifyBaseLogger;
  /** Hears sessions this process revokes. */
  onForget: (listener: (who: SessionForgotten) => void) => () => void;
  /** Whether the session still lives, and whether its user may read orders. */
  accessOf: (userId: number, familyId: string) => Promise<LiveAccess>;
  /** How often every open session is checked again. */
  recheckMs: number;
}

export interface LiveHub {
  /** Whether the user may open another stream now (under MAX_STREAMS_PER_USER). */
  canOpen(userId: number): boolean;
  /** Starts streaming on `raw` (already hijacked): the counts (order staff) or an opening comment, then events until the client leaves or the session ends. */
  open(raw: ServerResponse, session: StreamSession): Promise<void>;
  /** Ends every stream and stops listening (server shutdown). */
  close(): void;
  readonly size: number;
}

export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const streams = new Set<Stream>();
  const byUser = new Map<number, Set<Stream>>();
  let countsTimer: NodeJS.Timeout | null = null;
  let timers: NodeJS.Timeout[] = [];
  let rechecking = false;

  const broadcast = (text: string, toOrderStaffOnly: boolean) => {
    for (const stream of streams)
      if (stream.ready && (stream.session.hearsOrders || !toOrderStaffOnly)) stream.raw.write(text);
  };
  const sendCounts = async () => {
    countsTimer = null;
    if (![...streams].some((s) => s.session.hearsOrders)) return;
    try {
      broadcast(frame('counts', await orderStatusCounts(deps.db)), true);
    } catch (error) {
      deps.log.warn({ err: error }, 'live counts could not be read');
    }
  };
  const unsubscribe = deps.live.subscribe((name, data) => {
    if (name === 'notifications') {
      // Per user: a stream hears only of its own user's notifications, and not whose else.
      for (const id of (data as LiveEvents['notifications']).userIds)
        for (const stream of byUser.get(id) ?? []) if (stream.ready) stream.raw.write(frame(name, {}));
      return;
    }
    if (streams.size > 0) broadcast(frame(name, data), ORDER_EVENTS.has(name));
    if (name === 'order' || name === 'bulk') countsTimer ??= setTimeout(sendCounts, COUNTS_COALESCE_MS);
  });

  const drop = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    clearTimeout(stream.expiry);
    const mine = byUser.get(stream.session.userId);
    mine?.delete(stream);
    if (mine?.size === 0) byUser.delete(stream.session.userId);
    if (streams.size === 0) stopTimers();
  };
  /** Ends the stream now; the client reconnects, and a dead session answers it 401. */
  const end = (stream: Stream) => {
    drop(stream);
    stream.raw.end();
  };
  const endWhere = (match: (s: StreamSession) => boolean) => {
    for (const stream of streams) if (match(stream.session)) end(stream);
  };

  /**
   * Asks once per session whether it still lives; ends its streams when it does not, and those hearing
   * order events when its user lost order access (the client reconnects and hears what it may).
   */
  async function recheck(userId?: number) {
    const sessions = new Map<string, StreamSession>();
    for (const { session } of streams)
      if (userId === undefined || session.userId === userId) sessions.set(session.familyId, session);
    await Promise.all(
      [...sessions.values()].map(async (session) => {
        const access = await deps.accessOf(session.userId, session.familyId).catch((error: unknown) => {
          deps.log.warn({ err: error }, 'live stream session could not be checked');
          return null; // a failed read is no proof the session ended; the next round asks again
        });
        if (access === 'ended') endWhere((s) => s.familyId === session.familyId);
        else if (access === 'signed-in') endWhere((s) => s.familyId === session.familyId && s.hearsOrders);
      }),
    );
  }
  const stopForget = deps.onForget((who) => {
    if ('familyId' in who) endWhere((s) => s.familyId === who.familyId);
    else void recheck(who.userId);
  });

  function startTimers() {
    if (timers.length > 0) return;
    timers = [
      setInterval(() => broadcast(': heartbeat\n\n', false), HEARTBEAT_MS).unref(),
      setInterval(() => {
        if (rechecking) return;
        rechecking = true;
        void recheck().finally(() => {
          rechecking = false;
        });
      }, deps.recheckMs).unref(),
    ];
  }
  function stopTimers() {
    timers.forEach(clearInterval);
    timers = [];
  }

  return {
    get size() {
      return streams.size;
    },
    canOpen: (userId) => (byUser.get(userId)?.size ?? 0) < MAX_STREAMS_PER_USER,
    async open(raw, session) {
      // Counted at once (before any await), so a burst of opens cannot pass the cap together.
      const untilExpiry = Math.max(0, session.accessExpiresAt * 1000 - Date.now());
      const stream: Stream = { raw, session, ready: false, expiry: setTimeout(() => end(stream), untilExpiry).unref() };
      streams.add(stream);
      byUser.set(session.userId, (byUser.get(session.userId) ?? new Set()).add(stream));
      startTimers();
      raw.on('close', () => drop(stream));
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies must pass events through at once.
        'x-accel-buffering': 'no',
      });
      try {
        // Order staff get the counts at once; anyone else an opening comment, so the response starts now.
        const first = session.hearsOrders ? frame('counts', await orderStatusCounts(deps.db)) : ': open\n\n';
        if (!streams.has(stream)) return; // ended while the counts were read
        raw.write(first);
        stream.ready = true;
      } catch (error) {
        end(stream);
        throw error;
      }
    },
    close() {
      unsubscribe();
      stopForget();
      if (countsTimer) clearTimeout(countsTimer);
      stopTimers();
      for (const stream of streams) end(stream);
    },
  };
}
