/**
 * Start-up branding (seed §1): page title = company name (plus the screen's title), favicon = company favicon.
 * Saved company details reach the signed-in portals on the live stream (use-company-live.ts, under the router).
 */
import { useEffect } from 'react';
import { composeTitle, useScreenTitle } from '../lib/page-title';
import { cdnUrls, useCompanyDetails, useCompanyName } from '../lib/company';

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
