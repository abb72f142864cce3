/**
 * Serves the stored files under `/media/` (the CDN bases' default, seed §9): only names the library itself
 * writes (a hash and a known image extension), with their real content type, `nosniff`, and a year's caching,
 * since a name is its content's hash and never changes. No directory listing, no index files, no dotfiles;
 * @fastify/static (send) refuses paths that climb out of the root.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_URL_PREFIX, mediaDirsIn } from './storage';

/** `ab/ab…64 hex….jpg`, `….thumb.webp`, `….full.webp`: every name placeFiles writes, and nothing else. */
export const SERVED_NAME = /^[0-9a-f]{2}\/[0-9a-f]{64}(\.thumb|\.full)?\.(jpg|png|webp|gif|avif)$/;

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Registers the file route on the root app (outside /api). */
export async function registerMediaFiles(app: FastifyInstance): Promise<void> {
  const { root } = mediaDirsIn(app.config.dataDir);
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    redirect: false,
    cacheControl: false,
    // The folder appears with the first upload; until then every file is simply not found.
    suppressWarning: true,
    allowedPath: (pathName) => SERVED_NAME.test(pathName.replace(/^\/+/, '')),
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
      // The storefront, on another origin, shows these images (the portal is its default CDN); they are public anyway.
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
