/** The auth endpoints the session machine's actors call (issue 2 §3). */
import { AUTH_API } from '../../../contract';
import type { LoginRequest, SessionOutput } from '../../../contract';
import { api } from '../../lib/api';

type Tokens = { token: string | null; refreshtoken: string | null };

/** `POST /api/auth/login`. */
export const signInCall = (input: LoginRequest) =>
  api.post<SessionOutput>(
    AUTH_API.login,
    { username: input.username, password: input.password, remember: input.remember ?? false },
    { auth: false },
  );

/**
 * `POST /api/auth/loggedInUserDetails` exactly as seed §7 (body jwtToken, refreshtoken).
 * Also the refresh: it answers with a new token pair while the refresh token is valid.
 */
export const sessionCheckCall = (input: Tokens) =>
  api.post<SessionOutput>(
    AUTH_API.sessionCheck,
    { jwtToken: input.token, refreshtoken: input.refreshtoken },
    { auth: false },
  );

/** `POST /api/auth/logout`: revokes the refresh token's family. */
export const signOutCall = (input: { refreshtoken: string | null }) =>
  api.post<unknown>(AUTH_API.logout, { refreshtoken: input.refreshtoken }, { auth: false }).then(() => undefined);
