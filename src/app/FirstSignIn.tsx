/**
 * The sign-in screen of a first load, shown without the router: a signed-out visitor at `/login` (or at `/`) fetches
 * neither the router nor the signed-in shell. Signing in, or following a link, loads the router (App), fetched
 * early once the visitor starts typing.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { routePath } from '../../contract';
import { HashLink } from '../components/hash-link';
import { LoginView } from '../features/account/LoginView';
import { BlankFrame } from './layout/BlankFrame';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const hashPath = () => window.location.hash.replace(/^#/, '').split('?')[0];

/** The hash path the page is at (`/login`, `''` before any), following the hash. */
export const useHashPath = () => useSyncExternalStore(subscribeToHash, hashPath);

/** The root, which the router sends to sign-in (or, signed in, to the landing screen). */
const isRoot = (path: string) => path === '' || path === '/';

/** The paths a signed-out visitor sees the sign-in screen at: `/login`, and `/`, which the router sends there. */
export const isSignInPath = (path: string) => isRoot(path) || path === routePath('LOGIN');

export interface FirstSignInProps {
  /** Starts fetching the router. */
  preload(): void;
}

/** The blank frame and the sign-in form, with plain links: following one brings the router in. */
export function FirstSignIn({ preload }: FirstSignInProps) {
  const path = useHashPath();
  // As the router's redirect of `/` does: the address says where the visitor is.
  useEffect(() => {
    if (isRoot(path)) window.history.replaceState(null, '', `#${routePath('LOGIN')}`);
  }, [path]);
  // Typing (or the browser filling the form in) says a sign-in is coming: the router is fetched meanwhile.
  useEffect(() => {
    document.addEventListener('input', preload, { once: true });
    return () => document.removeEventListener('input', preload);
  }, [preload]);
  return (
    <BlankFrame Link={HashLink}>
      <LoginView Link={HashLink} />
    </BlankFrame>
  );
}
