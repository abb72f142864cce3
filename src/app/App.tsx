/** The app: providers, the start-up splash, then the sign-in of a first load or the router (seed §2 "Startup"). */
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Splash } from '../components/Splash';
import { ThemeProvider } from '../components/theme';
import { ToastStack } from '../components/toast';
import { BrandingEffects } from './BrandingEffects';
import { ErrorPageBoundary } from './ErrorPage';
import { FirstSignIn, isSignInPath, useHashPath } from './FirstSignIn';
import { useIsSignedIn, useIsStarting } from '../lib/session/hooks';
import { SessionProvider, type SessionActor } from '../lib/session/session-context';

/** The router, the shell and every screen: fetched when first needed, not with the sign-in screen. */
const loadRouter = () => import('./router');
const RoutedApp = lazy(() => loadRouter().then((m) => ({ default: m.RoutedApp })));
const preloadRouter = () => void loadRouter().catch(() => undefined);

/**
 * After the session check: a signed-out visitor at the sign-in screen gets it without the router; anything else (signed
 * in, another path, a link followed) mounts the router, which then stays for the page's lifetime and shows sign-in too.
 */
function Screens() {
  const starting = useIsStarting();
  const signedIn = useIsSignedIn();
  const path = useHashPath();
  const [routed, setRouted] = useState(false);
  const needsRouter = !starting && (signedIn || !isSignInPath(path));
  if (needsRouter && !routed) setRouted(true);
  if (starting) return <Splash />;
  if (!routed && !needsRouter) return <FirstSignIn preload={preloadRouter} />;
  return (
    <ErrorPageBoundary>
      <Suspense fallback={<Splash />}>
        <RoutedApp />
      </Suspense>
    </ErrorPageBoundary>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  session: SessionActor;
}

/** Root component. */
export function App({ queryClient, session }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider actor={session}>
        <ThemeProvider>
          <BrandingEffects />
          <Screens />
          <ToastStack />
        </ThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
