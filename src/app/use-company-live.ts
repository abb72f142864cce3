/** Saved company details reach every open portal on the live stream (`company`), which reads them again. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { companyQueryKey } from '../lib/company';
import { liveStream } from '../lib/live-stream';
import { readAgain } from '../lib/read-again';
import { useIsSignedIn } from '../lib/session/hooks';

/** Reads the company details again when the live stream (every signed-in user's) says they were saved. */
export function useCompanyLive(): void {
  const queryClient = useQueryClient();
  const listening = useIsSignedIn();
  useEffect(() => {
    if (!listening) return;
    return liveStream.subscribe((name) => {
      if (name === 'company') void readAgain(queryClient, companyQueryKey);
    });
  }, [listening, queryClient]);
}
