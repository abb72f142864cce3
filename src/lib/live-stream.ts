/**
 * The live stream (`GET /api/order-details/live`, server-sent events): one connection per tab, shared
 * by every listener, opened while anyone listens. It is read with fetch so the normal Bearer header
 * and the api client's 401 path (refresh, else re-login) apply; a dropped stream reconnects with
 * backoff, and the server sends order staff the counts again on every connect. Every signed-in user may
 * open it (what each hears depends on their access); a refusal (403) is still final: no retries until every
 * listener has left and one comes back.
 */
import { createParser } from 'eventsource-parser';
import type { LiveEvents } from '../../contract/orders/order-processing';
import { ApiError } from './api';
import { openLiveStream } from './live-stream-api';

export type LiveEventName = keyof LiveEvents;
export type LiveListener = <N extends LiveEventName>(name: N, data: LiveEvents[N]) => void;
/** `refused`: the server said no (see `isRefusal`) and the stream will not retry. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'retrying' | 'refused';

export interface LiveStreamOptions {
  /** Opens the stream; resolves with the response whose body is the event stream. */
  connect: (signal: AbortSignal) => Promise<Response>;
  /** Backoff bounds in ms: the delay doubles from `minDelay` up to `maxDelay`. */
  minDelay?: number;
  maxDelay?: number;
  /** True for a failure that retrying cannot cure (a 403); by default every failure is retried. */
  isRefusal?: (error: unknown) => boolean;
}

const EVENT_NAMES = new Set<string>(['counts', 'order', 'bulk', 'counters', 'notifications', 'company', 'presence']);

/** A shared, reference-counted connection with its status. */
export function createLiveStream({
  connect,
  minDelay = 1000,
  maxDelay = 15_000,
  isRefusal = () => false,
}: LiveStreamOptions) {
  const listeners = new Set<LiveListener>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'idle';
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = minDelay;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((l) => l());
  };

  const emit = (name: string, data: string) => {
    if (!EVENT_NAMES.has(name)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return; // a malformed event is skipped, not fatal
    }
    listeners.forEach((l) => l(name as LiveEventName, parsed as never));
  };

  async function run(controller: AbortController) {
    setStatus('connecting');
    const parser = createParser({ onEvent: (e) => emit(e.event ?? 'message', e.data) });
    try {
      const response = await connect(controller.signal);
      if (!response.body) throw new Error('no stream');
      setStatus('open');
      delay = minDelay;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch (error) {
      // Dropped: reconnect below unless we were stopped; refused: stay down.
      if (abort === controller && !controller.signal.aborted && isRefusal(error)) {
        setStatus('refused');
        return;
      }
    }
    if (controller.signal.aborted || abort !== controller) return;
    setStatus('retrying');
    timer = setTimeout(() => {
      timer = null;
      if (abort === controller) void run(controller);
    }, delay);
    delay = Math.min(delay * 2, maxDelay);
  }

  function start() {
    abort = new AbortController();
    delay = minDelay;
    void run(abort);
  }

  function stop() {
    abort?.abort();
    abort = null;
    if (timer) clearTimeout(timer);
    timer = null;
    setStatus('idle');
  }

  return {
    /** Listens to every event; the first listener opens the stream, the last one to leave closes it. */
    subscribe(listener: LiveListener): () => void {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    getStatus: () => status,
    /** For `useSyncExternalStore`. */
    subscribeStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    /**
     * Called each time the stream opens, the first time and after every drop: what changed before it was open (or
     * while it was down) was not told, so a listener reads again what the stream keeps live.
     */
    onOpen(listener: () => void): () => void {
      const opened = () => {
        if (status === 'open') listener();
      };
      statusListeners.add(opened);
      return () => statusListeners.delete(opened);
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;

/** The portal's stream, through the api client (Bearer header, 401 → refresh or re-login). */
export const liveStream = createLiveStream({
  connect: openLiveStream,
  isRefusal: (error) => error instanceof ApiError && error.status === 403,
});
