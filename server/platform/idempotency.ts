/**
 * Idempotency-Key handling for actions: the key is claimed inside the action's transaction, so ten
 * concurrent replays queue on the key's row and all but the first read its stored result. A failed
 * first attempt rolls its claim back with everything else, so a retry runs the action afresh.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CONFLICT_MESSAGES } from '../../contract/platform/messages';
import type { Db } from '../db/client';
import { idempotencyKeys } from './schema';
import { withTransaction } from '../db/transaction';
import { unprocessable } from './http/http-errors';

export interface IdempotencyClaim {
  userId: number;
  /** The header's value; null runs the work without a claim. */
  key: string | null;
  /** Method, path and body hash (`requestScope`), e.g. `PUT /order-details/mark-shipped/12 #3f…`: one key answers one request. */
  scope: string;
}

export interface Idempotent<T> {
  result: T;
  /** True when this is a replay: the stored first result, nothing applied. */
  replayed: boolean;
}

export const IDEMPOTENCY_KEY_REUSED = CONFLICT_MESSAGES.idempotencyKeyReused;

/** JSON with every object's keys sorted, at every depth (bodies are depth-bounded by the JSON body parser). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * What a key is bound to: method, path and a hash of the parsed body with its keys sorted at every depth (so
 * key order and whitespace do not matter, but another reason, version or nested value does).
 */
export function requestScope(method: string, path: string, body: object | null | undefined): string {
  const canonical = canonicalJson(body);
  return `${method} ${path} #${createHash('sha256').update(canonical).digest('hex').slice(0, 32)}`;
}

/** 422 (IETF idempotency-key draft): the key was first used with another path or body. */
export const keyReused = () => unprocessable(IDEMPOTENCY_KEY_REUSED);

/**
 * Runs `work` in one transaction with the claim, storing its JSON result with the key; a replay of the
 * key returns that stored result instead. `work` must return JSON-serialisable data.
 */
export async function runIdempotent<T>(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Db) => Promise<T>,
): Promise<Idempotent<T>> {
  return withTransaction(db, async (tx) => {
    if (claim.key === null) return { result: await work(tx), replayed: false };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        key: claim.key,
        scope: claim.scope,
        responseStatus: 0,
        response: sql`'null'::jsonb`,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return { result: await storedResult<T>(tx, claim), replayed: true };
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 200, response: result as unknown as object })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    return { result, replayed: false };
  });
}

async function storedResult<T>(tx: Db, claim: IdempotencyClaim): Promise<T> {
  const [row] = await tx
    .select({ scope: idempotencyKeys.scope, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key!)));
  if (!row || row.scope !== claim.scope) throw keyReused();
  return row.response as T;
}

/** Keys older than this are forgotten (a client retries within minutes, not days). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Deletes expired keys; called now and then (start-up and hourly). */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`);
}
