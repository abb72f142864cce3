/** The session actor, provided through React context. Views read it with narrow `useSelector`s. */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/account/session.machine';

/** The app's one running session machine. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

export interface SessionProviderProps {
  /** The running session actor (see createSessionActor). */
  actor: SessionActor;
  children: ReactNode;
}

/** Makes the session actor available to the tree. */
export function SessionProvider({ actor, children }: SessionProviderProps) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor; use with `useSelector(actor, selector)` and `actor.send(...)`. */
export function useSession(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession must be used inside <SessionProvider>');
  return actor;
}
