/**
 * A drawer that is a named modal dialog. Blueprint's Drawer leaves its panel without a role or a name (its
 * Dialog has both), and the panel is what takes focus, so a screen reader met an unnamed group. This is
 * Blueprint's Drawer drawn the same way (its Overlay2 and classes), with the panel itself the dialog.
 */
import { Button, Classes, Icon, IconSize, type IconName } from '@blueprintjs/core';
import { Overlay2 } from './overlays';
import { useId, useRef, type ReactNode, type SyntheticEvent } from 'react';

export interface DialogDrawerProps {
  isOpen: boolean;
  /** The visible title, and the dialog's accessible name. */
  title: ReactNode;
  icon?: IconName;
  onClose?: (event: SyntheticEvent<HTMLElement>) => void;
  /** The panel's width (CSS length). */
  size?: string;
  className?: string;
  canOutsideClickClose?: boolean;
  /** Default true. */
  isCloseButtonShown?: boolean;
  children?: ReactNode;
}

/** A right-hand drawer whose panel is `role="dialog"`, `aria-modal`, named by its title. */
export function DialogDrawer({
  isOpen,
  title,
  icon,
  onClose,
  size,
  className,
  canOutsideClickClose = true,
  isCloseButtonShown = true,
  children,
}: DialogDrawerProps) {
  const titleId = useId();
  // Overlay2 animates the panel through this ref (it is attached below before Overlay2 reads it).
  const panel = useRef<HTMLDivElement>(null!);
  return (
    <Overlay2 isOpen={isOpen} onClose={onClose} canOutsideClickClose={canOutsideClickClose} childRef={panel}>
      <div
        ref={panel}
        className={[Classes.DRAWER, Classes.positionClass('right'), className].filter(Boolean).join(' ')}
        style={size ? { width: size } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon={icon} size={IconSize.LARGE} />
          {/* An h2: the drawer's title follows the screen's h1 (Blueprint's H4 skipped two levels); drawn at h4 size. */}
          <h2 id={titleId} className="bp6-heading heading-size-4">
            {title}
          </h2>
          {isCloseButtonShown && (
            <Button
              aria-label="Close"
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<Icon icon="small-cross" size={IconSize.LARGE} />}
              variant="minimal"
              onClick={onClose}
            />
          )}
        </div>
        {children}
      </div>
    </Overlay2>
  );
}
