/** The start-up splash (seed §2): shown until the session check has finished. */
import { Spinner } from '@blueprintjs/core';
import { MESSAGES } from '../../contract';

/** Full-page 'Loading...' with a spinner. */
export function Splash() {
  return (
    <div className="app-splash" role="status" aria-live="polite">
      <Spinner size={28} />
      <span>{MESSAGES.loading}</span>
    </div>
  );
}
