/**
 * DM_CONTENT's placeholders: the fixed list a template may use (`{{customerName}}`…), a parser that finds
 * every `{{…}}` in a text, the check that refuses an unknown or unclosed one, and the renderer the preview
 * uses with sample values. Pure, so the form, the preview and the server agree.
 */
import { DM_CONTENT_MESSAGES } from '../platform/messages';

/** One placeholder: what it stands for and the sample the preview shows. */
export interface PlaceholderDef {
  label: string;
  sample: string;
}

/**
 * What a shop's messages need: the customer, the order, the offer and the wallet. Money samples read
 * "Rs." as Indian SMS do: "₹" is outside the GSM-7 alphabet and would halve an SMS segment.
 */
export const DM_PLACEHOLDERS = {
  customerName: { label: "Customer's full name", sample: 'Priya Sharma' },
  firstName: { label: "Customer's first name", sample: 'Priya' },
  shopName: { label: 'Shop name', sample: 'Demo Shop' },
  shopUrl: { label: 'Storefront address', sample: 'https://demoshop.in' },
  orderNo: { label: 'Order number', sample: 'ORD00001234' },
  orderTotal: { label: 'Order total', sample: 'Rs. 1,499.00' },
  trackingUrl: { label: 'Order tracking link', sample: 'https://demoshop.in/track/ORD00001234' },
  productName: { label: 'Product name', sample: 'Handloom Cotton Kurta' },
  cartUrl: { label: 'Link to the saved cart', sample: 'https://demoshop.in/cart' },
  promoCode: { label: 'Promo code', sample: 'DIWALI25' },
  promoDiscount: { label: 'Promo discount', sample: '25%' },
  promoExpiry: { label: 'Promo end date', sample: '31-12-2026' },
  walletBalance: { label: 'Wallet balance', sample: 'Rs. 250.00' },
  unsubscribeUrl: { label: 'Unsubscribe link', sample: 'https://demoshop.in/unsubscribe' },
} as const satisfies Record<string, PlaceholderDef>;

export type PlaceholderName = keyof typeof DM_PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(DM_PLACEHOLDERS) as PlaceholderName[];

/** The preview's values: each placeholder's sample. */
export const SAMPLE_VALUES = Object.fromEntries(
  PLACEHOLDER_NAMES.map((name) => [name, DM_PLACEHOLDERS[name].sample]),
) as Record<PlaceholderName, string>;

/** `{{name}}` as written in a template. */
export const placeholderToken = (name: string) => `{{${name}}}`;

/** One `{{…}}` found in a text: its name (inner text, trimmed), the text as written and where it starts. */
export interface PlaceholderUse {
  name: string;
  raw: string;
  index: number;
}

// No braces inside, so the scan is linear and `{{a}}{{b}}` is two uses.
const USE = /\{\{([^{}]*)\}\}/g;

const isKnown = (name: string): name is PlaceholderName => Object.hasOwn(DM_PLACEHOLDERS, name);

/** Every `{{…}}` of `text`, in order. */
export function findPlaceholders(text: string): PlaceholderUse[] {
  return [...text.matchAll(USE)].map((m) => ({ name: m[1].trim(), raw: m[0], index: m.index }));
}

/** The first problem of a text's placeholders, in the catalogue's words, or null when every one is known. */
export function placeholderProblem(text: string): string | null {
  for (const use of findPlaceholders(text)) {
    if (isKnown(use.name)) continue;
    const like = PLACEHOLDER_NAMES.find(
      (known) => known.toLowerCase() === use.name.toLowerCase().replace(/[\s_-]/g, ''),
    );
    const shown = use.raw.length > 60 ? `${use.raw.slice(0, 57)}...` : use.raw;
    return like
      ? DM_CONTENT_MESSAGES.unknownPlaceholderLike(shown, placeholderToken(like))
      : DM_CONTENT_MESSAGES.unknownPlaceholder(shown);
  }
  // What is left after the complete uses: a lone `{{` or `}}` is a placeholder half written.
  return /\{\{|\}\}/.test(text.replace(USE, '')) ? DM_CONTENT_MESSAGES.unclosedPlaceholder : null;
}

/** The text with each known placeholder replaced by its value (the samples by default); unknown ones stay as written. */
export function renderTemplate(
  text: string,
  values: Readonly<Record<PlaceholderName, string>> = SAMPLE_VALUES,
): string {
  return text.replace(USE, (raw, inner: string) => {
    const name = inner.trim();
    return isKnown(name) ? values[name] : raw;
  });
}
