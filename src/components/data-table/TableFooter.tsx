/** The paging footer (seed §2, §9): rows per page 10/25/50/100/All, "1–10 of 1,234", first/prev/next/last. */
import { Button, ButtonGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from './url-codec';
import type { PageSize, TableState } from './url-codec';
import { pageRange, rangeLabel } from './paging';

export interface TableFooterProps {
  page: number;
  pageSize: PageSize;
  /** Rows matching the filter; undefined until the first answer. */
  total: number | undefined;
  rowsOnPage: number;
  /** A newer page is on its way (the previous one is still shown). */
  fetching: boolean;
  onChange: (patch: Partial<TableState>) => void;
  /** Shown at the left: e.g. the selection count. */
  children?: ReactNode;
}

export function TableFooter({ page, pageSize, total, rowsOnPage, fetching, onChange, children }: TableFooterProps) {
  const range = pageRange(page, pageSize, total ?? 0, rowsOnPage);
  const go = (next: number) => onChange({ page: Math.min(Math.max(1, next), range.pageCount) });
  const atStart = page <= 1;
  const atEnd = page >= range.pageCount;
  return (
    <div className="dt-footer" role="navigation" aria-label="Pagination">
      <div className="dt-footer-start">{children}</div>
      {fetching && <Spinner size={14} aria-label="Loading" />}
      <label className="dt-page-size">
        Rows per page
        <HTMLSelect
          minimal
          value={pageSize}
          onChange={(e) => onChange({ pageSize: Number(e.currentTarget.value) as PageSize })}
          options={PAGE_SIZES.map((size) => ({ value: size, label: size === -1 ? 'All' : String(size) }))}
        />
      </label>
      <span className="dt-range" aria-live="polite">
        {total === undefined ? '' : rangeLabel(range, total)}
      </span>
      <ButtonGroup variant="minimal">
        <Button
          icon="double-chevron-left"
          aria-label="First page"
          title="First page"
          disabled={atStart}
          onClick={() => go(1)}
        />
        <Button
          icon="chevron-left"
          aria-label="Previous page"
          title="Previous page"
          disabled={atStart}
          onClick={() => go(page - 1)}
        />
        <Button
          icon="chevron-right"
          aria-label="Next page"
          title="Next page"
          disabled={atEnd}
          onClick={() => go(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label="Last page"
          title="Last page"
          disabled={atEnd}
          onClick={() => go(range.pageCount)}
        />
      </ButtonGroup>
    </div>
  );
}
