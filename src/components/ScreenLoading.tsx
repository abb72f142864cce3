/** Shown in the content area while a screen's code loads (the screens are split per area). */
import { Spinner } from '@blueprintjs/core';
import { MESSAGES } from '../../contract';

/**
 * A small spinner, centred where the screen will be. It fades in after a short delay (CSS), so a
 * screen already fetched by the prefetch, or a fast network, does not flash a spinner.
 */
export function ScreenLoading() {
  return (
    <div className="screen screen-centered screen-loading" role="status" aria-live="polite" aria-busy="true">
      <Spinner size={24} />
      <span>{MESSAGES.loading}</span>
    </div>
  );
}
