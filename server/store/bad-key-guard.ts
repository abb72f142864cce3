/**
 * Guessing keys costs the guesser, not the database: an address that sent MAX_BAD_KEYS unknown or revoked keys within
 * a minute is answered 429 for the rest of that minute without a lookup. Per process and in memory (a guess is one
 * indexed read; this only keeps a flood of them off the pool), at most MAX_ADDRESSES remembered, oldest first out.
 */
export const MAX_BAD_KEYS = 30;
const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

export interface BadKeyGuard {
  /** Seconds the address must wait before its next key is looked up, or 0. */
  waitOf(address: string, now?: number): number;
  /** Counts a key the address sent that was unknown or revoked. */
  failed(address: string, now?: number): void;
}

export function createBadKeyGuard(): BadKeyGuard {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (address: string, now: number) => {
    const window = windows.get(address);
    return window && now - window.start < WINDOW_MS ? window : undefined;
  };
  return {
    waitOf(address, now = Date.now()) {
      const window = current(address, now);
      return window && window.count >= MAX_BAD_KEYS ? Math.ceil((window.start + WINDOW_MS - now) / 1000) : 0;
    },
    failed(address, now = Date.now()) {
      const window = current(address, now);
      if (window) window.count++;
      else {
        windows.delete(address);
        if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
        windows.set(address, { start: now, count: 1 });
      }
    },
  };
}
