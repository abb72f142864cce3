/** The tag field's value (seed §2): one comma-separated string of tags. */

/** `'a, b,,a'` → `['a', 'b']`: trimmed, no empties, no repeats (case-insensitive, first spelling kept). */
export function parseTags(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** `['a', 'b']` → `'a,b'`. */
export const joinTags = (tags: readonly string[]): string => parseTags(tags.join(',')).join(',');

/** Adds typed text as tags (a comma inside makes several); repeats are ignored. */
export const addTag = (value: string | null | undefined, text: string): string =>
  joinTags([...parseTags(value), ...parseTags(text)]);

/** Removes one tag (case-insensitive). */
export const removeTag = (value: string | null | undefined, tag: string): string =>
  joinTags(parseTags(value).filter((t) => t.toLowerCase() !== tag.toLowerCase()));

/** True when the tags already hold this one (case-insensitive). */
export const hasTag = (value: string | null | undefined, tag: string): boolean =>
  parseTags(value).some((t) => t.toLowerCase() === tag.trim().toLowerCase());
