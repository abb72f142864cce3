import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { grant, type LoginRequest, type SessionOutput } from '../../contract';
import { selectFreeTrial, selectSubscriptionExpired, sessionMachine, type StoredSession } from './session.machine';

const output = (token: string, status: SessionOutput['subscriptionStatus'] = 'active'): SessionOutput => ({
  token,
  refreshtoken: `r-${token}`,
  expiresIn: 900,
  remember: false,
  subscriptionStatus: status,
  userDetails: {
    id: 7,
    username: 'u',
    email: 'u@x.in',
    name: 'U',
    role: 'Staff',
    userType: 'Portal User',
    portalUser: true,
    moduleAccess: grant(['dashboard.home.view']),
  },
});

function start(
  stored: StoredSession | null,
  impl: Partial<{
    check: () => Promise<SessionOutput>;
    refresh: () => Promise<SessionOutput>;
    signIn: (i: LoginRequest) => Promise<SessionOutput>;
    signOut: () => Promise<void>;
  }> = {},
) {
  const persistSession = vi.fn();
  const clearSession = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(impl.check ?? (() => Promise.reject(new Error('no')))),
      refreshSession: fromPromise(impl.refresh ?? (() => Promise.reject(new Error('expired')))),
      signIn: fromPromise(({ input }) => (impl.signIn ?? (async () => output('fresh')))(input)),
      signOut: fromPromise(impl.signOut ?? (async () => {})),
    },
    actions: { persistSession: (_, params) => persistSession(params), clearSession },
  });
  return { actor: createActor(machine, { input: { stored } }).start(), persistSession, clearSession };
}

describe('session machine', () => {
  it('goes straight to signed out when nothing is stored', () => {
    expect(start(null).actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('mounts signed in after a successful start-up check and stores the new tokens', async () => {
    const { actor, persistSession } = start(
      { token: 't', refreshtoken: 'r', remember: true, userDetails: null },
      { check: async () => output('checked', 'free') },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.token).toBe('checked');
    expect(persistSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'checked' }));
    expect(selectFreeTrial(actor.getSnapshot())).toBe(true);
    expect(selectSubscriptionExpired(actor.getSnapshot())).toBe(false);
  });

  it("takes a saved profile's name and e-mail while signed in, and keeps the rest of the user", async () => {
    const { actor } = start(
      { token: 't', refreshtoken: 'r', remember: true, userDetails: null },
      { check: async () => output('checked') },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.profile', name: 'Aditi Rao', email: 'aditi@x.in' });
    expect(actor.getSnapshot().context.user).toEqual({
      ...output('checked').userDetails,
      name: 'Aditi Rao',
      email: 'aditi@x.in',
    });
  });

  it('forgets stored tokens when the start-up check fails, and still mounts', async () => {
    const { actor, clearSession } = start({ token: 't', refreshtoken: 'r', remember: true, userDetails: null });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(clearSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('keeps the error of a failed sign-in and clears it on the next try', async () => {
    const { actor } = start(null, { signIn: () => Promise.reject({ message: 'Incorrect username and password.' }) });
    actor.send({ type: 'session.signIn', username: 'x', password: 'y', remember: false });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Incorrect username and password.');
    actor.send({ type: 'session.signIn', username: 'x', password: 'y', remember: false });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refreshes silently on a 401 when the refresh token still works', async () => {
    const { actor } = start(
      { token: 't', refreshtoken: 'r', remember: false, userDetails: null },
      { check: async () => output('a'), refresh: async () => output('b') },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.unauthorized', route: '/manageOrder/all' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }) && s.context.token === 'b');
    expect(actor.getSnapshot().context.nextRouteAfterReLogin).toBeNull();
  });

  it('opens re-login with the remembered route when refreshing fails, and returns to active after signing in', async () => {
    const { actor } = start(
      { token: 't', refreshtoken: 'r', remember: false, userDetails: null },
      { check: async () => output('a') },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.unauthorized', route: '/manageOrder/all' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'reLogin' }));
    expect(actor.getSnapshot().context.nextRouteAfterReLogin).toBe('/manageOrder/all');
    actor.send({ type: 'session.signIn', username: 'u', password: 'p', remember: false });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(actor.getSnapshot().context.token).toBe('fresh');
  });

  it('signs out and clears storage even when the server cannot be reached', async () => {
    const { actor, clearSession } = start(
      { token: 't', refreshtoken: 'r', remember: false, userDetails: null },
      { check: async () => output('a'), signOut: () => Promise.reject(new Error('offline')) },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(clearSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.signedOutReason).toBe('logout');
    actor.send({ type: 'session.signIn', username: 'u', password: 'p', remember: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.signedOutReason).toBeNull();
  });
});

describe('session machine: a fresh visit to sign-in', () => {
  it('forgets the error of an earlier attempt', async () => {
    const { actor } = start(null, { signIn: () => Promise.reject({ message: 'Incorrect username and password.' }) });
    actor.send({ type: 'session.signIn', username: 'x', password: 'y', remember: false });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    actor.send({ type: 'session.dismiss' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('forgets the logout, so a deep link opened afterwards is remembered again', async () => {
    const { actor } = start(
      { token: 't', refreshtoken: 'r', remember: false, userDetails: null },
      { check: async () => output('a') },
    );
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.dismiss' });
    expect(actor.getSnapshot().context.signedOutReason).toBeNull();
  });
});
