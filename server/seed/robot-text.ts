/** The demo shop's robots.txt: crawl the catalogue, not the cart, checkout, account or search pages. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portalUsers } from '../platform/auth/schema';
import { robotTextVersions } from '../content/schema';

export const DEMO_ROBOTS_TEXT = `# robots.txt for the Demo Shop storefront
# Crawl the catalogue; keep carts, checkout, accounts and internal search out of the index.

User-agent: *
Disallow: /cart
Disallow: /checkout
Disallow: /account
Disallow: /search
Disallow: /*?sort=
Disallow: /*?sessionid=
Allow: /

# Image crawlers may read product photos.
User-agent: Googlebot-Image
Allow: /media/

Sitemap: https://demoshop.in/sitemap.xml
`;

/** Version 1, saved by the Master Admin demo account. */
export async function seedRobotText(tx: Db): Promise<void> {
  const [admin] = await tx
    .select({ id: portalUsers.id, name: portalUsers.name })
    .from(portalUsers)
    .where(eq(portalUsers.username, 'admin'));
  await tx
    .insert(robotTextVersions)
    .values({ version: 1, body: DEMO_ROBOTS_TEXT, savedById: admin?.id ?? null, savedByName: admin?.name ?? 'System' });
}
