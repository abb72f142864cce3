/**
 * The one reset in progress on this page. Its three steps are three routes (FORGOT_PASSWORD, VERIFY_OTP,
 * SET_NEW_PASSWORD) and each route mounts its own screen, so the actor lives here, beside them, not in one
 * screen's `useActorRef`: moving from step to step keeps the login typed and the token won. A finished or
 * abandoned reset is dropped, and the next visit starts afresh.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { passwordResetMachine } from '../../../../machines/account/password-reset.machine';
import { RESET_ACTORS } from './password-reset-api';

export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;

let current: PasswordResetActor | null = null;

/** The reset in progress, or a new one when none is, the last one finished, or `fresh` asks for one not past its first step. */
export function passwordResetFlow({ fresh = false } = {}): PasswordResetActor {
  const snapshot = current?.getSnapshot();
  if (!current || snapshot?.status !== 'active' || (fresh && !snapshot.matches('forgot'))) {
    current?.stop();
    current = createActor(passwordResetMachine.provide({ actors: RESET_ACTORS })).start();
  }
  return current;
}

/** Forgets the reset (after it finished, or when the user leaves for sign-in). */
export function dropPasswordResetFlow(): void {
  current?.stop();
  current = null;
}
