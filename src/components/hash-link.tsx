/** Links by hash path for the frames shared by the screens shown with the router and the sign-in shown without it. */
import type { ComponentProps, ComponentType, MouseEventHandler, ReactNode } from 'react';

/** What a frame needs of a link: the router's `Link` fits, and so does `HashLink`. */
export type LinkComponent = ComponentType<{
  to: string;
  className?: string;
  children: ReactNode;
  onMouseDown?: MouseEventHandler<HTMLAnchorElement>;
}>;

/** A plain link to a hash path (`/forgot-password`), for a screen shown before the router has loaded. */
export function HashLink({ to, ...rest }: { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
  return <a href={`#${to}`} {...rest} />;
}
