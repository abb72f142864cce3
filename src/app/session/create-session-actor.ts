/**
 * Builds the one session actor of the app: the session machine with its effects provided
 * (auth calls, storage, cache), and connects the api client to it for 401 handling.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginRequest, SessionOutput } from '../../../contract';
import { sessionMachine } from '../../../machines/account/session.machine';
import { companyQueryKey } from '../../lib/company';
import { configureApiSession } from '../../lib/api';
import { clearStoredSession, loadStoredSession, saveSession } from '../../lib/session-storage';
import { sessionCheckCall, signInCall, signOutCall } from './auth-api';
import { refreshSession } from './refresh';
import type { SessionActor } from '../../lib/session/session-context';
import { exitViewAs, viewAsToken } from '../../lib/session/view-as';

type Tokens = { token: string | null; refreshtoken: string | null };

/** The hash route the user is on, e.g. `/manageOrder/all` (remembered for after re-login). */
export function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}

/** Creates and starts the session actor and wires the api client to it. */
export function createSessionActor(queryClient: QueryClient): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise<SessionOutput, Tokens>(({ input }) => sessionCheckCall(input)),
      signIn: fromPromise<SessionOutput, LoginRequest>(({ input }) => signInCall(input)),
      refreshSession: fromPromise<SessionOutput, Tokens>(({ input }) => refreshSession(input)),
      signOut: fromPromise<void, { refreshtoken: string | null }>(({ input }) => signOutCall(input)),
    },
    actions: {
      persistSession: (_, output: SessionOutput) => saveSession(output),
      clearSession: () => {
        clearStoredSession();
        exitViewAs();
        // The next user must not see the previous user's data; the public company details may stay.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== companyQueryKey[0] });
      },
    },
  });

  const actor = createActor(machine, { input: { stored: loadStoredSession() } });

  configureApiSession({
    getToken: () => viewAsToken() ?? actor.getSnapshot().context.token,
    async reauthenticate() {
      exitViewAs(); // a refused view-as token (expired, the user deactivated): back to one's own view first
      if (!actor.getSnapshot().matches('signedIn')) return false;
      actor.send({ type: 'session.unauthorized', route: currentRoute() });
      // Waits through the refresh and, if needed, the re-login modal (no timeout: the user decides).
      const settled = await waitFor(actor, (s) => s.matches({ signedIn: 'active' }) || s.matches('signedOut'));
      return settled.matches({ signedIn: 'active' });
    },
    subscriptionExpired: () => actor.send({ type: 'session.subscription', status: 'expired' }),
  });

  actor.start();
  return actor;
}
