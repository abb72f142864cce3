/**
 * The typed fetch client of the SPA (PRODUCT.md "API conventions", seed §7).
 * Reads the envelope `{ status, output, errors }` and throws `ApiError` on any failure.
 * A 401 on a signed-in call hands over to the session (refresh, else the re-login modal)
 * and retries once with the new token, so the screen that asked never sees the 401.
 */
import { API_BASE, MESSAGES } from '../../contract';
import type { ApiErrorItem } from '../../contract';

/** A failed call: HTTP status (0 = no response), the server's errors and the first message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, errors: ApiErrorItem[], message?: string) {
    super(message ?? errors[0]?.message ?? MESSAGES.technicalError);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** How the client reaches the session without importing it (lib must not depend on app). */
export interface ApiSessionHooks {
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  /** Called on a 401; resolves true once signed in again (retry), false when the session ended. */
  reauthenticate(): Promise<boolean>;
  /** Called on a 402: the subscription has expired, so the portal turns read-only (server/subscription/expired-guard.ts). */
  subscriptionExpired?(): void;
}

let hooks: ApiSessionHooks | null = null;
/** Connects the client to the session; called once at start-up. */
export function configureApiSession(next: ApiSessionHooks | null): void {
  hooks = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (a goodbye sent on `pagehide`): fetch's `keepalive`. */
  keepalive?: boolean;
  /**
   * false for the auth calls themselves (login, session check, logout): no bearer token,
   * and a 401 is an answer, not a reason to re-authenticate.
   */
  auth?: boolean;
}

type Mode = 'json' | 'blob';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  const list = Array.isArray(errors) ? errors.filter((e): e is ApiErrorItem => typeof e?.message === 'string') : [];
  return new ApiError(status, list);
}

async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  // PRODUCT.md deviation 4: the bearer goes only when there is a token.
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    throw new ApiError(0, [], MESSAGES.technicalError);
  }
}

async function request(path: string, opts: RequestOptions, mode: Mode): Promise<unknown> {
  const useSession = opts.auth !== false;
  const tokenUsed = useSession ? (hooks?.getToken() ?? null) : null;
  let res = await send(path, opts, tokenUsed);

  if (res.status === 401 && useSession && hooks) {
    const current = hooks.getToken();
    // Another call may already have renewed the token while this one was in flight.
    const renewed = current !== null && current !== tokenUsed;
    if (renewed || (await hooks.reauthenticate())) res = await send(path, opts, hooks.getToken());
  }

  if (res.status === 402 && useSession) hooks?.subscriptionExpired?.();
  if (mode === 'blob' && res.ok) return res;
  const body = await readBody(res);
  if (!res.ok || (body as { status?: unknown } | undefined)?.status === false) throw toApiError(res.status, body);
  if (body === undefined) return undefined;
  return (body as { output?: unknown }).output;
}

/** The client: each call resolves with the envelope's `output`, typed by the caller. */
export const api = {
  request: <T>(path: string, opts: RequestOptions = {}) => request(path, opts, 'json') as Promise<T>,
  get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(path, { ...opts, method: 'GET' }, 'json') as Promise<T>,
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(path, { ...opts, method: 'POST', body }, 'json') as Promise<T>,
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(path, { ...opts, method: 'PUT', body }, 'json') as Promise<T>,
  delete: <T>(path: string, opts: Omit<RequestOptions, 'method'> = {}) =>
    request(path, { ...opts, method: 'DELETE' }, 'json') as Promise<T>,
  /** File downloads (seed §7): the whole Response on success, ApiError otherwise. */
  blob: (path: string, opts: RequestOptions = {}) => request(path, opts, 'blob') as Promise<Response>,
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.technicalError;
}
