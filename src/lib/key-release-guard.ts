/**
 * A key's release acts only where the key was pressed. Blueprint's buttons click on the release of Enter or Space
 * (its useInteractiveAttributes), whatever element took the press. A dialog that closes on Enter hands focus back
 * to the button that opened it, and the release of that same Enter then clicked the button again: the media picker
 * opened again after Enter had chosen an image. Under reduced motion the focus is back at once (no closing
 * transition), so a key held for any time at all did it; with motion, a key held past the 300 ms transition.
 */
const ACTIVATING_KEYS = new Set(['Enter', ' ']);

/** Listens on `target` (the window) before the document and React hear a key (call it first); returns how to stop. */
export function guardKeyRelease(target: Window): () => void {
  /** Where each activating key now down was pressed. */
  const pressedOn = new Map<string, EventTarget | null>();
  const onKeyDown = (e: KeyboardEvent) => {
    if (ACTIVATING_KEYS.has(e.key) && !e.repeat) pressedOn.set(e.key, e.target);
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (!ACTIVATING_KEYS.has(e.key)) return;
    const origin = pressedOn.get(e.key);
    pressedOn.delete(e.key);
    // Focus moved while the key was down (or it was pressed outside the page): the page does not hear its release.
    // Other listeners on the window still do (the order keyboard's and the dialogs' own guards forget their press).
    if (origin !== e.target) e.stopPropagation();
  };
  const forget = () => pressedOn.clear();
  target.addEventListener('keydown', onKeyDown, true);
  target.addEventListener('keyup', onKeyUp, true);
  target.addEventListener('blur', forget);
  return () => {
    target.removeEventListener('keydown', onKeyDown, true);
    target.removeEventListener('keyup', onKeyUp, true);
    target.removeEventListener('blur', forget);
  };
}
