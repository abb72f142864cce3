/** Media URLs, apart from the media schemas: the sign-in screen's logo needs them before any schema is loaded. */

/** Where the portal serves the library's files; the CDN bases default to it (server/media/serve.ts). */
export const MEDIA_DEFAULT_BASE = '/media/';

/** Joins a CDN base and a media path with exactly one slash. */
export const mediaUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
