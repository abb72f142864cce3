/**
 * Images load from the company's main CDN and fall back to its local one (seed §9). The SPA's policy allows
 * images from the portal itself only, so a CDN on another origin would be refused by the browser: each HTML
 * document (index.html, a few per session) gets the policy with the CDN bases' origins added to img-src,
 * read from the company row at that moment, so a base changed in the settings applies at the next load.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_SECURITY_POLICY } from '../platform/http/security-headers';
import { getCompany } from './company';

/** The http(s) origins of the bases; relative bases ('/media/') are the portal itself and add nothing. */
export function cdnOrigins(bases: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const base of bases) {
    try {
      const url = new URL(base);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not an absolute URL: served by the portal, already 'self'.
    }
  }
  return [...origins];
}

/** The SPA's policy with `origins` added to img-src. */
export function policyWithImageOrigins(origins: readonly string[]): string {
  if (origins.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace(
    /(^|; )img-src ([^;]*)/,
    (_m, lead: string, sources: string) => `${lead}img-src ${sources} ${origins.join(' ')}`,
  );
}

/** Adds the company's CDN origins to the policy of every HTML response. */
export const cdnImagePolicyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      const row = await getCompany(app.db).catch(() => null);
      const origins = row ? cdnOrigins([row.cdnMainBase, row.cdnLocalBase]) : [];
      if (origins.length > 0) reply.header('content-security-policy', policyWithImageOrigins(origins));
      return payload;
    });
  },
  { name: 'cdn-image-policy' },
);
