/**
 * The picture slots an upload can be meant for, each with its own recommended size (issue 40 item 12).
 * Seed §5 asks before keeping a product picture wider than about 0.65 and names 532x798 as the example;
 * 532/798 is 0.67, so the example is the recommended ratio and only a picture clearly off it asks.
 */

/** One slot: its recommended size and how far (a share of its ratio) a picture may be off before asking. */
export interface MediaSlot {
  /** Who the question is about, e.g. "a product picture". */
  label: string;
  width: number;
  height: number;
  tolerance: number;
  /** The seed's product rule: only a wider picture asks (a taller one sits in the frame). */
  widerOnly?: boolean;
}

export const MEDIA_SLOTS = {
  /** Seed §5 and §9: 532x798; the library screen and the product editor use it. */
  product: { label: 'a product picture', width: 532, height: 798, tolerance: 0.02, widerOnly: true },
  /** The demo categories show product pictures. */
  category: { label: 'a category picture', width: 532, height: 798, tolerance: 0.02, widerOnly: true },
  /** The storefront's home-page banners (the demo banners are 1200x400). */
  slider: { label: 'a slider banner', width: 1200, height: 400, tolerance: 0.1 },
  blogCover: { label: 'a blog cover', width: 1200, height: 630, tolerance: 0.1 },
  /** Avatars and favicons are shown square. */
  square: { label: 'a square picture', width: 512, height: 512, tolerance: 0.05 },
} as const satisfies Record<string, MediaSlot>;

/** The slot's recommended ratio with two decimals, as the question shows it (532x798 → 0.67). */
export const slotRatioText = (slot: MediaSlot): string => (slot.width / slot.height).toFixed(2);

/** True when a picture of this size asks before it is kept for the slot; a size not read (0) never asks. */
export function needsRatioWarning(width: number, height: number, slot: MediaSlot = MEDIA_SLOTS.product): boolean {
  if (width <= 0 || height <= 0) return false;
  const off = width / height / (slot.width / slot.height) - 1;
  // The recommended size itself, and any picture showing the same two-decimal ratio, never asks.
  if ((width / height).toFixed(2) === slotRatioText(slot)) return false;
  return slot.widerOnly ? off > slot.tolerance : Math.abs(off) > slot.tolerance;
}
