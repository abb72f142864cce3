/**
 * Blueprint's overlays as the portal uses them: they honour the system's "reduce motion" setting
 * (`prefers-reduced-motion: reduce`, WCAG 2.3.3). Their CSS transitions are turned off by styles/motion.css; the
 * time an overlay stays mounted while it opens or closes is Blueprint's JavaScript (`transitionDuration`, 300 ms),
 * so these set it to 0 then, and a dialog is gone the moment it is closed. Screens import Dialog, Alert and
 * Overlay2 from here (a lint rule keeps it so). An Alert here also has a name, which Blueprint's lacks.
 */
import {
  Alert as BlueprintAlert,
  Dialog as BlueprintDialog,
  Overlay2 as BlueprintOverlay2,
  type AlertProps,
  type DialogProps,
  type Overlay2Props,
} from '@blueprintjs/core';
import { useId, useSyncExternalStore } from 'react';

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

const reduceMotionQuery = () =>
  typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(REDUCE_MOTION);

function subscribe(onChange: () => void): () => void {
  const query = reduceMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the system asks for reduced motion (follows the setting as it changes). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reduceMotionQuery()?.matches ?? false,
    () => false,
  );
}

/** The overlays' transition time: 0 under reduced motion, else Blueprint's own (undefined). */
function useTransitionDuration(): number | undefined {
  return useReducedMotion() ? 0 : undefined;
}

export function Dialog(props: DialogProps) {
  return <BlueprintDialog transitionDuration={useTransitionDuration()} {...props} />;
}

/** An Alert with the name a screen reader announces as it opens. */
export interface NamedAlertProps extends AlertProps {
  /** The alert's accessible name, e.g. "Picture ratio" (WCAG 4.1.2): not drawn, the message beside the icon says the rest. */
  label: string;
}

/**
 * Blueprint's Alert is an `alertdialog` without a name, and its props take no aria-label; it hands the rest of its
 * props to its Dialog, whose `aria-labelledby` and `aria-describedby` name the dialog by the hidden label and
 * describe it by the message.
 */
export function Alert({ label, children, ...props }: NamedAlertProps) {
  const id = useId();
  const named: Pick<DialogProps, 'aria-labelledby' | 'aria-describedby'> = {
    'aria-labelledby': `${id}-label`,
    'aria-describedby': `${id}-message`,
  };
  return (
    <BlueprintAlert transitionDuration={useTransitionDuration()} {...props} {...named}>
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <div id={`${id}-message`}>{children}</div>
    </BlueprintAlert>
  );
}

export function Overlay2(props: Overlay2Props) {
  return <BlueprintOverlay2 transitionDuration={useTransitionDuration()} {...props} />;
}
