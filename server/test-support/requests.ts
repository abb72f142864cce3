/** Small helpers for app.inject in API tests. */
import type { App } from '../app';
import type { SessionOutput } from '../../contract/account/auth';
import type { ErrorEnvelope } from '../../contract/platform/envelope';
import { API_BASE } from '../../contract/platform/api-paths';

type InjectResult = Awaited<ReturnType<App['inject']>>;

/** POST JSON to an /api path, optionally from a given client address. */
export function postJson(
  app: App,
  path: string,
  body: unknown,
  options: { address?: string; token?: string } = {},
): Promise<InjectResult> {
  return app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    payload: body as object,
    remoteAddress: options.address,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** GET an /api path with an optional Bearer token. */
export function getWithToken(app: App, path: string, token?: string): Promise<InjectResult> {
  return app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Signs in and returns the session output; fails the test when sign-in fails. */
export async function signInAs(
  app: App,
  username: string,
  password: string,
  remember = false,
  address = '127.0.0.1',
): Promise<SessionOutput> {
  const response = await postJson(app, '/auth/login', { username, password, remember }, { address });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().output as SessionOutput;
}

/** The error envelope of a response. */
export const errorBody = (response: InjectResult) => response.json() as ErrorEnvelope;
