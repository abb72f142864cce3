/**
 * The audit walk's state and calls: an app on seeded data, the demo users with their current passwords,
 * and every secret the walk has seen (passwords, tokens), so the test can look for them in the audit table.
 */
import { sql } from 'drizzle-orm';
import type { SessionOutput } from '../../../contract/account/auth';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { demoAccounts } from '../../seed/accounts';
import { signInAs } from '../requests';
import { API_BASE } from '../../../contract/platform/api-paths';

/** One request the walk sends, and what its audit row must say. */
export interface WalkCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below /api, with the query string if any. */
  url: string;
  body?: unknown;
  /** Bearer token; absent for the open routes (sign-in, sign-out). */
  token?: string;
  /** Headers besides the token (a multipart body's content type). */
  headers?: Record<string, string>;
  /** The user the row must name. */
  actorId: number;
  /** True for an update: the row must hold a field with a value before and a different one after. */
  update?: boolean;
  /** Runs after the call answered, before the rows are counted (a bulk job is waited for). */
  settle?: (output: unknown) => Promise<void>;
}

export type Recipe = (walk: Walk) => Promise<WalkCall[]>;

export class Walk {
  /** username → the password it has now (the walk changes one). */
  readonly passwords = new Map(demoAccounts().map((a) => [a.username, a.password]));
  /** Everything secret the walk sent or received. */
  readonly secrets = new Set<string>(demoAccounts().map((a) => a.password));
  /** What one recipe leaves for another (the bulk job a retry retries). */
  readonly notes = new Map<string, string>();
  private readonly ids = new Map<string, number>();
  private sequence = 0;
  private orders = 0;

  constructor(
    readonly app: App,
    readonly db: Db,
  ) {}

  /** Signs in (a row of its own, before any call is counted) and remembers the tokens as secrets. */
  async signIn(username = 'admin'): Promise<SessionOutput & { userId: number }> {
    const session = await signInAs(this.app, username, this.passwords.get(username)!);
    this.secrets.add(session.token).add(session.refreshtoken);
    this.ids.set(username, session.userDetails.id);
    return { ...session, userId: session.userDetails.id };
  }

  /** A fresh suffix for names that must be unique. */
  next(): number {
    return ++this.sequence;
  }

  /** The next seeded order no earlier call of the walk used. */
  async nextOrder(): Promise<number> {
    const [row] = await queryRows<{ id: number | string }>(
      this.db,
      sql`select id from orders order by id offset ${this.orders++} limit 1`,
    );
    if (!row) throw new Error('The audit walk ran out of seeded orders: seed more');
    return Number(row.id);
  }

  /** The answer's `output` of a call made for set-up (it must succeed). */
  async prepare(call: Omit<WalkCall, 'actorId'>): Promise<unknown> {
    const response = await this.send(call);
    if (response.statusCode >= 300)
      throw new Error(`Set-up call ${call.method} ${call.url} failed: ${response.statusCode} ${response.body}`);
    return String(response.headers['content-type']).includes('json') ? response.json().output : null;
  }

  send(call: Omit<WalkCall, 'actorId'>) {
    return this.app.inject({
      method: call.method,
      url: `${API_BASE}${call.url}`,
      ...(call.body === undefined ? {} : { payload: call.body as object }),
      headers: { ...call.headers, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    });
  }

  /** The id of the newest audit row (0 for none). */
  async lastAuditId(): Promise<number> {
    const [row] = await queryRows<{ id: number | string | null }>(this.db, sql`select max(id) as id from audit_log`);
    return Number(row.id ?? 0);
  }
}
