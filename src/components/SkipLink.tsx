/**
 * "Skip to main content" (WCAG 2.4.1, bypass blocks): the first tab stop of a signed-in screen, shown
 * when focused, moving focus past the top bar and menu into the main region. A button-like link, not
 * `href="#main"`: the hash router would read that as a route.
 */
import type { MouseEvent } from 'react';
import { MESSAGES } from '../../contract';

/** `label`: where it skips to (default the main content); a screen may add one to its own busy part. */
export function SkipLink({ targetId, label = MESSAGES.skipToMain }: { targetId: string; label?: string }) {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {label}
    </a>
  );
}
