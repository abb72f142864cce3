/**
 * How many SMS parts a text is sent as (3GPP TS 23.038 / 23.040): a text wholly in the GSM-7 alphabet is one
 * SMS up to 160 characters and 153 per part beyond (the rest of each part holds the joining header); the
 * extension characters (€ [ ] { } etc.) take two. Any other character (₹, Hindi, an emoji) sends the whole
 * text as UCS-2: 70 in one SMS, 67 per part, counted in UTF-16 units (an emoji is two).
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The size of a text as an SMS. */
export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as the network counts them (septets for GSM-7, UTF-16 units for UCS-2). */
  units: number;
  segments: number;
  /** Units one part holds at this length: 160/70 for a single SMS, 153/67 once it is split. */
  perSegment: number;
}

const LIMITS = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

/** The GSM-7 septets of `text`, or null when a character is outside the GSM-7 alphabet. */
function gsmUnits(text: string): number | null {
  let units = 0;
  for (const char of text) {
    if (BASIC.has(char)) units += 1;
    else if (EXTENSION.has(char)) units += 2;
    else return null;
  }
  return units;
}

/** The encoding, length and number of parts of `text` sent as an SMS (an empty text is 0 parts). */
export function smsLength(text: string): SmsLength {
  const gsm = gsmUnits(text);
  const encoding: SmsEncoding = gsm === null ? 'UCS-2' : 'GSM-7';
  const units = gsm ?? text.length;
  const { single, part } = LIMITS[encoding];
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1, perSegment: single };
  return { encoding, units, segments: Math.ceil(units / part), perSegment: part };
}
