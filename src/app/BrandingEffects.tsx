/**
 * Start-up branding (seed §1): page title = company name (plus the screen's title), favicon = company favicon.
 * Saved company details reach every open portal on the live stream (`company`), which reads them again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { composeTitle, useScreenTitle } from '../lib/page-title';
import { cdnUrls, companyQueryKey, useCompanyDetails, useCompanyName } from '../lib/company';
import { liveStream } from '../lib/live-stream';
import { readAgain } from '../lib/read-again';
import { useIsSignedIn } from '../lib/session/hooks';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = href;
}

/** Renders nothing; keeps the document's title and favicon in step with the company details. */
export function BrandingEffects() {
  const { data, isPending } = useCompanyDetails();
  const company = useCompanyName();
  const screen = useScreenTitle();
  useCompanyLive();

  useEffect(() => {
    // Until the name is known the page keeps its neutral 'Loading...' title, not a fallback name.
    if (!isPending) document.title = composeTitle(screen, company);
  }, [screen, company, isPending]);

  useEffect(() => {
    const favicon = cdnUrls(data, data?.faviconImage);
    if (favicon) setFavicon(favicon.src);
  }, [data]);

  return null;
}

/** Reads the company details again when the live stream (every signed-in user's) says they were saved. */
function useCompanyLive(): void {
  const queryClient = useQueryClient();
  const listening = useIsSignedIn();
  useEffect(() => {
    if (!listening) return;
    return liveStream.subscribe((name) => {
      if (name === 'company') void readAgain(queryClient, companyQueryKey);
    });
  }, [listening, queryClient]);
}
