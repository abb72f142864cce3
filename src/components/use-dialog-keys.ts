/**
 * Enter confirms and Escape cancels a modal dialog from the moment it opens, wherever focus is: in
 * Chromium focus may still be on the button that opened it (or on the overlay), not yet on OK.
 */
import { useEffect, useRef, type RefObject } from 'react';

export interface DialogKeyHandlers {
  /** Enter; leave undefined while Enter must do nothing (e.g. submitting). */
  onEnter?: () => void;
  /** Escape; leave undefined while the dialog cannot be cancelled. */
  onEscape?: () => void;
}

/** Inside the dialog these keep their own Enter (OK's own click is the confirm, so it runs once). */
const OWN_ENTER = 'button, a[href], textarea, select, [role="button"]';

/**
 * Swallows the Enter keyup that follows a handled keydown: Blueprint buttons click on keyup, and focus may be back on
 * the opener. On the window, beside lib/key-release-guard.ts's listener, so it hears the release even when that one
 * keeps it from the page.
 */
function swallowNextEnterUp(): void {
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
    done();
  };
  const done = () => {
    window.removeEventListener('keyup', onKeyUp, true);
    window.removeEventListener('blur', done);
  };
  window.addEventListener('keyup', onKeyUp, true);
  window.addEventListener('blur', done);
}

/**
 * Handles Enter and Escape while `isOpen`, once each: the document's capture phase takes the key
 * before the page, the overlay or Blueprint see it. Returns the ref for the Dialog's `containerRef`.
 */
export function useDialogKeys(isOpen: boolean, handlers: DialogKeyHandlers): RefObject<HTMLDivElement | null> {
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.key !== 'Enter' && e.key !== 'Escape') || e.isComposing || e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target : null;
      if (e.key === 'Enter' && target?.closest(OWN_ENTER) && containerRef.current?.contains(target)) return;
      // The page behind a modal dialog never gets these keys.
      e.preventDefault();
      e.stopPropagation();
      if (e.key === 'Enter') swallowNextEnterUp();
      // A held key repeats: only its first press counts.
      if (e.repeat) return;
      if (e.key === 'Enter') latest.current.onEnter?.();
      else latest.current.onEscape?.();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);
  return containerRef;
}
