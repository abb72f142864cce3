/** How the select field reads its items (seed §2 "items, item title, item value"). */

/** A key of the item, or a function of it. */
export type ItemAccessor<I, R> = keyof I | ((item: I) => R);

/** A function from an accessor; without one, `fallback`. */
export function accessorOf<I, R>(accessor: ItemAccessor<I, R> | undefined, fallback: (item: I) => R): (item: I) => R {
  if (accessor === undefined) return fallback;
  if (typeof accessor === 'function') return accessor as (item: I) => R;
  return (item) => item[accessor] as R;
}

/** Title: the item itself as text by default. */
export const titleAccessor = <I>(a: ItemAccessor<I, string> | undefined) =>
  accessorOf<I, string>(a, (item) => (item === null || item === undefined ? '' : String(item)));

/** Stored value: the item itself by default. */
export const valueAccessor = <I>(a: ItemAccessor<I, unknown> | undefined) => accessorOf<I, unknown>(a, (item) => item);

/** The value list of a multiple select, whatever the form holds (null, one value or a list). */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];

/** Case-insensitive "contains" on the title, for the menu's search box. */
export const titleMatches =
  <I>(title: (item: I) => string) =>
  (query: string, item: I) =>
    title(item).toLowerCase().includes(query.trim().toLowerCase());
