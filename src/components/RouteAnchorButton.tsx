/** Blueprint's AnchorButton to a screen of the portal, moving through the router. */
import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import { useHref, useLinkClickHandler } from 'react-router';

export interface RouteAnchorButtonProps extends Omit<AnchorButtonProps, 'href' | 'onClick'> {
  /** The route's path, e.g. routePath('EDIT_PRODUCT', { action: 'edit', id }). */
  to: string;
}

/**
 * Its href opens the screen in a new tab; a plain click goes through the router, as a raw `#/…` link leaves a history
 * entry the router did not make: a held move (unsaved input) can then not be asked about, and react-router warns.
 */
export function RouteAnchorButton({ to, ...props }: RouteAnchorButtonProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <AnchorButton {...props} href={href} onClick={onClick} />;
}
