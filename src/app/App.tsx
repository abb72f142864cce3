/** The app: providers, the start-up splash, then the router (seed §2 "Startup"). */
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConfirmProvider } from '../components/confirm';
import { LoaderOverlay } from '../components/loader';
import { Splash } from '../components/Splash';
import { ThemeProvider } from '../components/theme';
import { ToastStack } from '../components/toast';
import { BrandingEffects } from './BrandingEffects';
import { createAppRouter } from './router';
import { useIsStarting } from '../lib/session/hooks';
import { SessionProvider, type SessionActor } from '../lib/session/session-context';

/** Mounts the router once the session check at start-up has finished. */
function Routes() {
  const starting = useIsStarting();
  // Created on first use so the hash is read after start-up, and only once.
  const [router] = useState(createAppRouter);
  return starting ? <Splash /> : <RouterProvider router={router} />;
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
          <ConfirmProvider>
            <BrandingEffects />
            <Routes />
            <LoaderOverlay />
            <ToastStack />
          </ConfirmProvider>
        </ThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
