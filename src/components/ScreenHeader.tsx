/** The heading row of a screen: title, optional subtitle and actions on the right. */
import type { ReactNode } from 'react';

export interface ScreenHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right end of the header. */
  actions?: ReactNode;
  /** A skip link to the screen's busy part: the first tab stop after the heading (shown only when focused). */
  skipLink?: ReactNode;
}

/** A compact screen heading (one h1 per screen). */
export function ScreenHeader({ title, subtitle, actions, skipLink }: ScreenHeaderProps) {
  return (
    <header className="screen-header">
      <div>
        {/* tabIndex -1: focus moves here when the screen opens (app/layout/use-focus-on-screen-change), not a tab stop. */}
        <h1 className="screen-title" tabIndex={-1}>
          {title}
        </h1>
        {skipLink}
        {subtitle && <p className="screen-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="screen-actions">{actions}</div>}
    </header>
  );
}
