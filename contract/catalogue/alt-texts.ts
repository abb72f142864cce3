/**
 * Seed §3 "Image description source": alt texts for a product's or a page's images from `altTagMap` (image
 * name → alt text) and the names in `mainImage`, `banner_Image` and `otherImages`. A name the map does not
 * hold gets an empty alt text (the image is then decorative to a screen reader, never named by its file).
 */
import { z } from 'zod';

/** The fields the helper reads, as the seed names them; any may be missing. */
export const ImageDescriptionSourceSchema = z.object({
  altTagMap: z.record(z.string(), z.string()).nullish(),
  mainImage: z.string().nullish(),
  banner_Image: z.string().nullish(),
  otherImages: z.array(z.string()).nullish(),
});
export type ImageDescriptionSource = z.infer<typeof ImageDescriptionSourceSchema>;

/** The alt text of each image, in the source's shape: one per single image, one per name in `otherImages`, in order. */
export interface ImageAltTexts {
  mainImage: string;
  banner_Image: string;
  otherImages: string[];
}

/** The alt text the map gives `name`; '' for a name it does not hold (own keys only: 'constructor' is not an alt text). */
export function altTextOf(
  altTagMap: Readonly<Record<string, string>> | null | undefined,
  name: string | null | undefined,
): string {
  if (!altTagMap || !name || !Object.hasOwn(altTagMap, name)) return '';
  const text = altTagMap[name];
  return typeof text === 'string' ? text : '';
}

/** Every image's alt text (seed §3). */
export function altTextsOf(source: ImageDescriptionSource): ImageAltTexts {
  const map = source.altTagMap;
  return {
    mainImage: altTextOf(map, source.mainImage),
    banner_Image: altTextOf(map, source.banner_Image),
    otherImages: (source.otherImages ?? []).map((name) => altTextOf(map, name)),
  };
}
