/** Paging arithmetic of the footer: pages are 1-based; "All" (-1) is one page. */
import { formatCount } from '../../lib/format';

export interface PageRange {
  /** First and last row shown, 1-based; 0 when nothing is shown. */
  first: number;
  last: number;
  pageCount: number;
}

export function pageRange(page: number, pageSize: number, total: number, rowsOnPage: number): PageRange {
  const pageCount = pageSize === -1 ? 1 : Math.max(1, Math.ceil(total / pageSize));
  if (rowsOnPage === 0) return { first: 0, last: 0, pageCount };
  const first = pageSize === -1 ? 1 : (page - 1) * pageSize + 1;
  return { first, last: first + rowsOnPage - 1, pageCount };
}

/** "1–10 of 1,234". */
export function rangeLabel({ first, last }: PageRange, total: number): string {
  return total === 0 || first === 0
    ? `0 of ${formatCount(total)}`
    : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
}
