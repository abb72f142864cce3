/** The blank layout (seed §2): a centered card for sign-in and password screens. */
import { Link, Outlet } from 'react-router';
import { BlankFrame } from './BlankFrame';

/** The routed blank screens in the blank frame. */
export function BlankLayout() {
  return (
    <BlankFrame Link={Link}>
      <Outlet />
    </BlankFrame>
  );
}
