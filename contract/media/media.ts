/**
 * Media library (seed §3 "Media item", §5 "Media upload", §7 `GET media?pageSize=100` and `POST media`).
 * The seed's two calls keep their shapes exactly: `output` is a list of `{ id, displayName, path }`;
 * the extra fields below are ours and only ever added beside those three.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { requiredName } from '../platform/fields';

/** Seed §9 constants for media. */
export const MEDIA_LIMITS = {
  /** `GET media?pageSize=100`. */
  pageSize: 100,
  /** 2,097,152 bytes: one byte more is refused, in the browser and by the server (413). */
  maxUploadBytes: 2_097_152,
  /** Ours: an image that decodes to more pixels than this is refused without being decoded whole. */
  maxPixels: 40_000_000,
  /** Ours: files in one upload request. */
  maxFilesPerUpload: 20,
} as const;

/** Preview sizes (seed §3): the picker's tiles and the tables' thumbnails, in CSS pixels. */
export const MEDIA_PREVIEW = {
  picker: { width: 130, height: 180 },
  table: { width: 150, height: 120 },
} as const;

/** The image types the library keeps, by their real type read from the bytes. */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** One stored file. `path` is relative to a CDN base (`cdnThirtdPartyEndPoint`, then `cdnLocalEndPoint`). */
export const MediaItemSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  path: z.string(),
  /** Ours: a small WebP rendition for tables and the picker. */
  thumbnailPath: z.string(),
  /** Ours: a WebP rendition of the whole image. */
  webpPath: z.string(),
  altText: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** `GET /api/media?pageSize=100&pageNum=0&search=…`: `output` is the page's items; the total is in `x-total-count`. */
export const MediaListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(500).default(MEDIA_LIMITS.pageSize),
  pageNum: z.coerce.number().int().min(0).default(0),
  /** Part of the display name, case-insensitive. */
  search: z.string().max(200).optional(),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

/** Rename and alt text (`PATCH /api/media/{id}`), bound to the version the editor read. */
export const MediaUpdateSchema = z.object({
  displayName: requiredName(200).optional(),
  altText: z.string().trim().max(300).optional(),
  version: z.number().int(),
});
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>;

/** The MULTIMEDIA drawer's form: rename and alt text (the version travels beside it). */
export const MediaEditFormSchema = z.object({
  displayName: requiredName(200),
  altText: z.string({ error: VALIDATION.required }).trim().max(300, VALIDATION.maxLength(300)),
});
export type MediaEditForm = z.infer<typeof MediaEditFormSchema>;

/** Where a file is used (`GET /api/media/{id}/uses`); a delete of a used file is a 409 listing these. */
export const MediaUseSchema = z.object({
  kind: z.enum(['category', 'product', 'slider', 'size chart', 'blog', 'portal user', 'company']),
  id: z.number().int(),
  name: z.string(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MEDIA_MESSAGES = {
  tooLarge: 'File size must be less than or equal to 2 MB.',
  uploadFailed: 'Failed to upload a file.',
  /** Ours: the real type read from the bytes is not an image the library keeps. */
  notAnImage: (name: string) => `${name} is not a JPEG, PNG, WebP, GIF or AVIF image`,
  /** Ours: decodes to more than MEDIA_LIMITS.maxPixels. */
  tooManyPixels: (name: string) => `${name} is too large an image (more than 40 megapixels)`,
  /** Ours: the 409 of a delete of a file still in use. */
  inUse: (uses: string) => `media is used by ${uses}`,
  /** Ours: more parts named `file` than MEDIA_LIMITS.maxFilesPerUpload in one request (413). */
  tooManyFiles: `Upload at most ${MEDIA_LIMITS.maxFilesPerUpload} files at once.`,
  /** Ours: the uploader's images already being made ready use up their share of the image work (429). */
  imagesBusy: 'Too many large images are being processed; try again in a moment.',
  /** Ours: a multipart request without a part named `file`, or with a part of another name. */
  noFile: 'Choose at least one image to upload.',
  ratioQuestion: (actual: string, expected: string, example: string) =>
    `The image's width/height ratio is ${actual}; the recommended ratio is about ${expected} (for example ${example}). Do you want to proceed?`,
} as const;

export { MEDIA_SLOTS, needsRatioWarning, slotRatioText, type MediaSlot } from './media-slots';

export { MEDIA_DEFAULT_BASE, mediaUrl } from './media-url';

/** Ours: the media routes below /api (the seed's two calls are `GET media` and `POST media`). */
export const MEDIA_API = {
  list: '/media',
  one: (id: number | string) => `/media/${id}`,
  uses: (id: number | string) => `/media/${id}/uses`,
} as const;
