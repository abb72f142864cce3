/** Company logo details, `GET /api/shop-details/logoDetails` (seed §3, §7). Open: the login screen needs it. */
// zod/mini, as contract/account/auth.ts: the sign-in screen reads the branding before classic zod is loaded.
import * as z from 'zod/mini';

/** The product slug of the seed's `{product}-details/logoDetails`. */
export const PRODUCT_SLUG = 'shop';

/** The company's branding (base `/api`), open to signed-out visitors. */
export const COMPANY_API = { logoDetails: `/${PRODUCT_SLUG}-details/logoDetails` } as const;

export const CompanyLogoDetailsSchema = z.object({
  companyName: z.string(),
  logoImage: z.string(),
  faviconImage: z.string(),
  /** Main CDN base (seed spelling kept). */
  cdnThirtdPartyEndPoint: z.string(),
  /** Fallback CDN base. */
  cdnLocalEndPoint: z.string(),
  currency: z.string(),
});
export type CompanyLogoDetails = z.infer<typeof CompanyLogoDetailsSchema>;

export const LogoDetailsOutputSchema = z.object({ companyLogoDetails: CompanyLogoDetailsSchema });
