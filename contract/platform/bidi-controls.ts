/**
 * Bidirectional controls reorder the text around them when shown: a file named `\u202Egnp.exe` reads as
 * `exe.png`. A name has no use for them, so names drop them (their letters keep their own direction).
 */

/** Embeddings and overrides (U+202A–202E), isolates (U+2066–2069), the LRM/RLM marks and the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** `text` without bidirectional controls. */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
