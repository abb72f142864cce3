/**
 * The session: start-up check, sign-in, silent refresh, the re-login modal with the remembered
 * route, logout, and the subscription flags. Free of React and fetch: the caller provides the
 * actors (`checkSession`, `signIn`, `refreshSession`, `signOut`) and actions (`persistSession`, `clearSession`).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginRequest, SessionOutput, SubscriptionStatus, UserDetails } from '../../contract';
import { errorMessage } from '../platform/error-message';

/** What storage holds between visits (seed §7: local storage with remember, else session storage). */
export interface StoredSession {
  token: string | null;
  refreshtoken: string | null;
  remember: boolean;
  userDetails: UserDetails | null;
}

export interface SessionContext {
  token: string | null;
  refreshtoken: string | null;
  remember: boolean;
  user: UserDetails | null;
  subscriptionStatus: SubscriptionStatus | null;
  nextRouteAfterReLogin: string | null;
  /** 'logout' after the user signed out on purpose: nothing is remembered to return to. */
  signedOutReason: 'logout' | null;
  error: string | null;
}

export type SessionEvent =
  | ({ type: 'session.signIn' } & LoginRequest)
  | { type: 'session.unauthorized'; route: string }
  | { type: 'session.logout' }
  | { type: 'session.retry' }
  /** The sign-in screen opened afresh: the last attempt's error and the logout mark are history. */
  | { type: 'session.dismiss' }
  /** The subscription changed while signed in (a checkout, the API's 402 of an expired one, a fresh summary). */
  | { type: 'session.subscription'; status: SubscriptionStatus }
  /** The user saved their profile: the top bar shows the new name and e-mail at once. */
  | { type: 'session.profile'; name: string; email: string };

type Tokens = { token: string | null; refreshtoken: string | null };
/** A placeholder the caller replaces with `.provide()`; it fails loudly when forgotten. */
const notProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The session actor ${name} was not provided`)));

const fromOutput = (output: SessionOutput) => ({
  token: output.token,
  refreshtoken: output.refreshtoken,
  remember: output.remember,
  user: output.userDetails,
  subscriptionStatus: output.subscriptionStatus,
  signedOutReason: null,
  error: null,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
  },
  actors: {
    checkSession: notProvided<SessionOutput, Tokens>('checkSession'),
    signIn: notProvided<SessionOutput, LoginRequest>('signIn'),
    refreshSession: notProvided<SessionOutput, Tokens>('refreshSession'),
    signOut: notProvided<void, { refreshtoken: string | null }>('signOut'),
  },
  actions: {
    persistSession: (_, _params: SessionOutput) => {},
    clearSession: () => {},
    storeOutput: assign((_, output: SessionOutput) => fromOutput(output)),
    // A visit after a logout may remember its deep link again; a stale error is not shown again.
    dismiss: assign({ error: null, signedOutReason: null }),
    forget: assign({
      token: null,
      refreshtoken: null,
      user: null,
      subscriptionStatus: null,
      nextRouteAfterReLogin: null,
      error: null,
    }),
  },
  guards: {
    hasStoredTokens: ({ context }) => Boolean(context.token || context.refreshtoken),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.stored?.token ?? null,
    refreshtoken: input.stored?.refreshtoken ?? null,
    remember: input.stored?.remember ?? false,
    user: input.stored?.userDetails ?? null,
    subscriptionStatus: null,
    nextRouteAfterReLogin: null,
    signedOutReason: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasStoredTokens', target: 'checking' }, { target: '#session.signedOut' }],
        },
        checking: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            input: ({ context }) => ({ token: context.token, refreshtoken: context.refreshtoken }),
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'storeOutput', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ event }) => event.output },
              ],
            },
            // Seed §7: a failed session check is ignored and the app still mounts (signed out).
            onError: { target: '#session.signedOut', actions: ['forget', 'clearSession'] },
          },
        },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: { on: { 'session.dismiss': { actions: 'dismiss' } } },
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => signInInput(event),
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'storeOutput', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        failed: { on: { 'session.dismiss': { target: 'idle', actions: 'dismiss' } } },
      },
      on: { 'session.signIn': { target: '.signingIn', actions: assign({ error: null }) } },
    },
    signedIn: {
      on: {
        'session.subscription': { actions: assign({ subscriptionStatus: ({ event }) => event.status }) },
        'session.profile': {
          actions: assign({
            user: ({ context, event }) =>
              context.user ? { ...context.user, name: event.name, email: event.email } : null,
          }),
        },
      },
      initial: 'active',
      states: {
        active: {
          on: {
            // Try the refresh token first; only when that fails does the re-login modal open.
            'session.unauthorized': {
              target: 'refreshing',
              actions: assign({ nextRouteAfterReLogin: ({ event }) => event.route }),
            },
            'session.logout': 'signingOut',
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => ({ token: context.token, refreshtoken: context.refreshtoken }),
            onDone: {
              target: 'active',
              actions: [
                { type: 'storeOutput', params: ({ event }) => event.output },
                { type: 'persistSession', params: ({ event }) => event.output },
                assign({ nextRouteAfterReLogin: null }),
              ],
            },
            onError: { target: 'reLogin' },
          },
        },
        reLogin: {
          initial: 'idle',
          states: {
            idle: {},
            signingIn: {
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ event }) => signInInput(event),
                onDone: {
                  target: '#session.signedIn.active',
                  actions: [
                    { type: 'storeOutput', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ event }) => event.output },
                  ],
                },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
              },
            },
            failed: {},
          },
          on: {
            'session.signIn': { target: '.signingIn', actions: assign({ error: null }) },
            'session.logout': '#session.signedIn.signingOut',
          },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            input: ({ context }) => ({ refreshtoken: context.refreshtoken }),
            // Signed out either way: a server that cannot be reached must not keep the user in.
            onDone: {
              target: '#session.signedOut',
              actions: ['forget', 'clearSession', assign({ signedOutReason: 'logout' as const })],
            },
            onError: {
              target: '#session.signedOut',
              actions: ['forget', 'clearSession', assign({ signedOutReason: 'logout' as const })],
            },
          },
        },
      },
    },
  },
});

function signInInput(event: unknown): LoginRequest {
  const e = event as { username?: string; password?: string; remember?: boolean };
  return { username: e.username ?? '', password: e.password ?? '', remember: e.remember ?? false };
}

type SessionSnapshot = { context: SessionContext; matches: (value: never) => boolean };
export const selectUser = (s: { context: SessionContext }) => s.context.user;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn' as never);
export const selectSubscriptionExpired = (s: { context: SessionContext }) => s.context.subscriptionStatus === 'expired';
export const selectFreeTrial = (s: { context: SessionContext }) => s.context.subscriptionStatus === 'free';
