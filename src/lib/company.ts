/** Company details for branding (seed §1, §7: logoDetails sets the page title and favicon). */
import { useQuery } from '@tanstack/react-query';
import type { CompanyLogoDetails } from '../../contract';
import { MEDIA_DEFAULT_BASE, mediaUrl } from '../../contract/media/media-url';
import { fetchCompanyLogoDetails } from './company-api';

/** Shown only until (or if) the company details cannot be read. */
export const FALLBACK_COMPANY_NAME = 'Shop Portal';

export const companyQueryKey = ['company', 'logoDetails'] as const;

/** The company's name, logo and favicon; open to signed-out visitors (the login screen uses it). */
export function useCompanyDetails() {
  return useQuery({
    queryKey: companyQueryKey,
    queryFn: ({ signal }) => fetchCompanyLogoDetails(signal),
    staleTime: 10 * 60_000,
  });
}

/** The company name to show, with a neutral fallback while loading or when the call failed. */
export function useCompanyName(): string {
  const { data } = useCompanyDetails();
  return data?.companyName || FALLBACK_COMPANY_NAME;
}

const ABSOLUTE = /^(https?:|data:|blob:|\/)/i;

/**
 * Image URLs of seed §9: load from the main CDN, fall back to the local CDN on error.
 * An absolute path is used as it is.
 */
export function cdnUrls(
  details: CompanyLogoDetails | undefined,
  path: string | null | undefined,
): { src: string; fallback: string | null } | null {
  if (!path) return null;
  if (ABSOLUTE.test(path)) return { src: path, fallback: null };
  // Before the details arrive (or when a base is blank) the portal's own /media/ serves the file.
  const src = mediaUrl(details?.cdnThirtdPartyEndPoint || MEDIA_DEFAULT_BASE, path);
  const fallback = mediaUrl(details?.cdnLocalEndPoint || MEDIA_DEFAULT_BASE, path);
  return { src, fallback: fallback !== src ? fallback : null };
}
