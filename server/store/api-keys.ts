/**
 * API keys: made with a random secret shown once, listed without it, revoked for good, and checked on every storefront
 * call by one statement that finds the live key by its hash, counts the call in the key's current minute and notes
 * "last used". No cache: a revoked key is refused by its very next call on every process, with nothing to tell them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../../contract/store/api-keys';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { withTransaction } from '../db/transaction';
import type { AuditActor } from '../platform/audit/actor';
import { recordAudit } from '../platform/audit/record';
import { conflict, notFound } from '../platform/http/http-errors';
import { apiKeys, apiKeyUsage } from './schema';

/** The SHA-256 a key is stored and found by. */
export const hashOfKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `shop_` + 8 characters of the key's own + `_` + 43 characters of secret (256 bits). */
function newKey(): { key: string; prefix: string } {
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('base64url')}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  createdByName: apiKeys.createdByName,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeyUsage.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  revokedByName: apiKeys.revokedByName,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

const toApiKey = (row: ListRow): ApiKey => ({
  id: row.id!,
  name: row.name!,
  prefix: row.prefix!,
  scopes: row.scopes as ApiKeyScope[],
  rateLimitPerMinute: row.rateLimitPerMinute!,
  createdByName: row.createdByName,
  createdAt: iso(row.createdAt)!,
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
  revokedByName: row.revokedByName,
});

/** Every key, live ones first, newest first. */
export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(apiKeyUsage, eq(apiKeyUsage.keyId, apiKeys.id))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

async function readApiKey(db: Db, id: number): Promise<ApiKey> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(apiKeyUsage, eq(apiKeyUsage.keyId, apiKeys.id))
    .where(eq(apiKeys.id, id));
  if (!row) throw notFound();
  return toApiKey(row);
}

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
}

/** Makes a key; its secret is in the answer and nowhere else. The audit row names the key, never its secret. */
export async function createApiKey(db: Db, input: NewApiKey, maker: AuditActor): Promise<CreatedApiKey> {
  const { key, prefix } = newKey();
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        prefix,
        secretHash: hashOfKey(key),
        scopes: input.scopes,
        rateLimitPerMinute: input.rateLimitPerMinute,
        createdById: maker.id,
        createdByName: maker.name,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      entity: 'api-key',
      entityId: row.id,
      action: 'create',
      changes: {
        name: { before: null, after: input.name },
        scopes: { before: null, after: input.scopes },
        prefix: { before: null, after: prefix },
        rateLimitPerMinute: { before: null, after: input.rateLimitPerMinute },
      },
    });
    return { key: await readApiKey(tx, row.id), secret: key };
  });
}

/** Revokes a live key for good (a second revoke is a 409): its next call is refused on every process. */
export async function revokeApiKey(db: Db, id: number, actor: AuditActor): Promise<ApiKey> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedByName: actor.name })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!row) {
      await readApiKey(tx, id); // 404 when there is no such key
      throw conflict(API_KEY_MESSAGES.alreadyRevoked);
    }
    await recordAudit(tx, { entity: 'api-key', entityId: id, action: 'revoke', detail: { name: row.name } });
    return readApiKey(tx, id);
  });
}

/** A live key as a storefront call sees it, with its calls this minute counting this one. */
export interface KeyUse {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
  calls: number;
  /** Seconds until the key's minute ends (when a refused caller may try again). */
  secondsLeft: number;
}

/**
 * One statement per storefront call: the live key with this hash, its minute's count raised by one (a new minute starts
 * at 1), and "last used" noted. No row: the key is unknown or revoked. Counted even past the limit, so a caller that
 * keeps hammering stays refused until the minute ends.
 */
export async function recordKeyCall(db: Db, key: string): Promise<KeyUse | undefined> {
  const rows = await queryPrepared<{
    id: number;
    name: string;
    prefix: string;
    scopes: string[] | string;
    rate_limit_per_minute: number;
    calls: number;
    seconds_left: number | string;
  }>(
    db,
    'store_use_api_key',
    sql`with k as (
        select id, name, prefix, scopes, rate_limit_per_minute from api_keys
        where secret_hash = ${hashOfKey(key)} and revoked_at is null
      ), u as (
        insert into api_key_usage as u (key_id, window_start, calls, last_used_at)
        select id, date_trunc('minute', now()), 1, now() from k
        on conflict (key_id) do update set
          calls = case when u.window_start = excluded.window_start then u.calls + 1 else 1 end,
          window_start = excluded.window_start,
          last_used_at = excluded.last_used_at
        returning key_id, calls, window_start
      )
      select k.id, k.name, k.prefix, k.scopes, k.rate_limit_per_minute, u.calls,
        ceil(extract(epoch from (u.window_start + interval '1 minute' - now())))::int as seconds_left
      from k join u on u.key_id = k.id`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: (typeof row.scopes === 'string' ? parsePgArray(row.scopes) : row.scopes) as ApiKeyScope[],
    rateLimitPerMinute: row.rate_limit_per_minute,
    calls: row.calls,
    secondsLeft: Math.max(1, Number(row.seconds_left)),
  };
}

/** A text[] as PostgreSQL writes it (`{a,b}`) when a driver leaves it unparsed; scopes hold no commas or quotes. */
const parsePgArray = (text: string) => (text === '{}' ? [] : text.slice(1, -1).split(','));
