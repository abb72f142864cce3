/**
 * Seed §5 for a field outside react-hook-form (a dialog's reason): its error shows once the field
 * was left (blur) or a submit was attempted, never on opening. Starts over whenever `session` changes.
 */
import { useState } from 'react';

export interface Touched {
  /** True once the field was left or a submit was attempted in this session. */
  shown: boolean;
  /** The field was left: pass as its onBlur. */
  touch: () => void;
  /** A submit was attempted: every error of the form shows. */
  attempt: () => void;
}

export function useTouched(session: unknown): Touched {
  const [state, setState] = useState({ session, shown: false });
  // A new session (the dialog opened again) forgets the last one's touch, during render (no effect).
  if (!Object.is(state.session, session)) setState({ session, shown: false });
  const shown = Object.is(state.session, session) && state.shown;
  const show = () => setState((s) => (s.shown ? s : { ...s, shown: true }));
  return { shown, touch: show, attempt: show };
}
