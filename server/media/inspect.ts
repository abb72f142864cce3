/**
 * What an uploaded file really is, read from its bytes, and the renditions made from it. sharp (libvips) does
 * its decoding and encoding on libuv's thread pool, off the event loop, and is given an explicit pixel limit so
 * a small file that decodes to a huge image is refused from its header, never decoded whole.
 */
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MEDIA_CONTENT_TYPES, MEDIA_LIMITS, MEDIA_MESSAGES } from '../../contract/media/media';
import { HttpError } from '../platform/http/http-errors';

// libvips' operation cache (up to 50 MB and 20 open files by default) never hits here: every upload is a new file.
sharp.cache(false);

/** The thumbnail fits 2x the largest preview (130x180 in the picker, 150x120 in tables), for sharp screens. */
export const THUMBNAIL_BOX = { width: 300, height: 360 } as const;

export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** A file's real type and its upright dimensions. */
export interface ImageFacts {
  contentType: MediaContentType;
  extension: string;
  width: number;
  height: number;
}

const isKept = (mime: string): mime is MediaContentType => (MEDIA_CONTENT_TYPES as readonly string[]).includes(mime);

/** sharp with the library's pixel limit: anything bigger fails before decoding. */
export const sharpWithLimit = (file: string) =>
  sharp(file, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error' });

/**
 * The file's facts, or a 400 naming it. The type comes from the magic bytes, never from the name or the
 * browser's claim: a PHP or HTML page named .jpg has none of an image's signatures. SVG is refused on purpose:
 * it is XML that can carry scripts and external references, and the library keeps raster images only, so no
 * stored file can ever run a script in a browser (file-type does not report SVG, which is text, as an image).
 */
export async function inspectImage(file: string, name: string): Promise<ImageFacts> {
  const found = await fileTypeFromFile(file);
  // An animated PNG is a PNG to every browser; file-type names it apart.
  const type = found?.mime === 'image/apng' ? { mime: 'image/png', ext: 'png' } : found;
  if (!type || !isKept(type.mime))
    throw new HttpError(400, [{ field: 'file', message: MEDIA_MESSAGES.notAnImage(name) }]);
  // metadata() reads the header only (no pixel limit needed there); the dimensions are checked against the
  // limit before anything decodes the pixels, and every later decode carries the limit too.
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(400, [{ field: 'file', message: MEDIA_MESSAGES.notAnImage(name) }]);
    });
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new HttpError(400, [{ field: 'file', message: MEDIA_MESSAGES.notAnImage(name) }]);
  if (width * height > MEDIA_LIMITS.maxPixels)
    throw new HttpError(400, [{ field: 'file', message: MEDIA_MESSAGES.tooManyPixels(name) }]);
  return { contentType: type.mime, extension: type.ext, width, height };
}

/** Writes the thumbnail (WebP fitting THUMBNAIL_BOX, never enlarged, turned upright). */
export async function makeThumbnail(file: string, into: string): Promise<void> {
  await sharpWithLimit(file)
    .autoOrient()
    .resize({ ...THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(into);
}

/** Writes the whole image as WebP (turned upright; metadata such as a camera's GPS position is not copied). */
export async function makeWebp(file: string, into: string): Promise<void> {
  await sharpWithLimit(file).autoOrient().webp({ quality: 82 }).toFile(into);
}
