import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { SessionOutput } from '../../../contract';
import { api, configureApiSession } from '../../lib/api';
import { createSessionActor } from './create-session-actor';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
const session = (token: string): SessionOutput => ({
  token,
  refreshtoken: `refresh-${token}`,
  expiresIn: 900,
  remember: false,
  subscriptionStatus: 'active',
  userDetails: {
    id: 2,
    username: 'orders',
    email: 'o@example.in',
    name: 'Orders',
    role: 'Staff',
    userType: 'Portal User',
    portalUser: true,
    moduleAccess: {},
  },
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const ok = (output: unknown) => json(200, { status: true, output, errors: [] });
const unauthorized = () => json(401, { status: false, output: null, errors: [{ message: 'expired' }] });

/** Routes a stubbed fetch by path; each path answers from its own queue. */
function stubServer(routes: Record<string, Array<() => Response>>) {
  const calls: Array<{ path: string; auth: string | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '').split('?')[0];
      calls.push({ path, auth: (init.headers as Record<string, string>).Authorization });
      const next = routes[path]?.shift();
      if (!next) throw new Error(`unexpected ${path}`);
      return next();
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('window', {
    location: { hash: '#/manageOrder/all' },
    localStorage: memory(),
    sessionStorage: memory(),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiSession(null);
});

describe('the session actor with the api client', () => {
  it('turns a 401 into re-login with the remembered route, then finishes the call with the new token', async () => {
    const calls = stubServer({
      '/auth/login': [() => ok(session('t1')), () => ok(session('t2'))],
      '/dashboard/summary': [unauthorized, () => ok({ totalOrders: 3 })],
      '/auth/loggedInUserDetails': [unauthorized],
    });
    const actor = createSessionActor(new QueryClient());
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);

    actor.send({ type: 'session.signIn', username: 'orders', password: 'x', remember: false });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));

    const pending = api.get('/dashboard/summary');
    const reLogin = await waitFor(actor, (s) => s.matches({ signedIn: 'reLogin' }));
    expect(reLogin.context.nextRouteAfterReLogin).toBe('/manageOrder/all');

    actor.send({ type: 'session.signIn', username: 'orders', password: 'x', remember: false });
    await expect(pending).resolves.toEqual({ totalOrders: 3 });
    expect(calls.at(-1)).toEqual({ path: '/dashboard/summary', auth: 'Bearer t2' });
    actor.stop();
  });

  it('renews silently when the refresh token is still good', async () => {
    stubServer({
      '/auth/login': [() => ok(session('t1'))],
      '/dashboard/summary': [unauthorized, () => ok('fresh')],
      '/auth/loggedInUserDetails': [() => ok(session('t9'))],
    });
    const actor = createSessionActor(new QueryClient());
    actor.send({ type: 'session.signIn', username: 'orders', password: 'x', remember: false });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    await expect(api.get('/dashboard/summary')).resolves.toBe('fresh');
    expect(actor.getSnapshot().context.token).toBe('t9');
    actor.stop();
  });

  it('rejects the waiting call when the user logs out from the re-login modal', async () => {
    stubServer({
      '/auth/login': [() => ok(session('t1'))],
      '/dashboard/summary': [unauthorized],
      '/auth/loggedInUserDetails': [unauthorized],
      '/auth/logout': [() => ok(null)],
    });
    const actor = createSessionActor(new QueryClient());
    actor.send({ type: 'session.signIn', username: 'orders', password: 'x', remember: false });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    const pending = api.get('/dashboard/summary');
    await waitFor(actor, (s) => s.matches({ signedIn: 'reLogin' }));
    actor.send({ type: 'session.logout' });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    actor.stop();
  });
});
