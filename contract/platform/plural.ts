/**
 * Counted words, one way everywhere ("1 product", "2 products", "1,200 e-mails"): the portal and the server
 * use this one helper, so no screen says "1 e-mails" or "Apply 1 products" (issue 40 item 15).
 */

/** The word alone for a count: `one` for exactly 1, else `many` (default `one` + "s"). */
export const pluralWord = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);

/** The count with Indian digit grouping and its word: plural(1, 'product') → "1 product", plural(1200, 'e-mail') → "1,200 e-mails". */
export const plural = (count: number, one: string, many?: string): string =>
  `${count.toLocaleString('en-IN')} ${pluralWord(count, one, many)}`;
