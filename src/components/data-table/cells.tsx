/** What a cell shows, and what Ctrl+C copies, for each cell format of the field spec. */
import { Classes } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatCurrency, formatDate, formatDateTime, formatShopDateTime } from '../../lib/format';
import { CONSTANTS } from '../../../contract';
import { CdnImage } from '../media/CdnImage';
import type { TableColumn } from './columns';
import { statusIntent } from './status-intent';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A compact tag drawn with Blueprint's classes (no component per cell: thousands of rows scroll by). */
function tag(text: string, intent: Intent) {
  const intentClass = intent === 'none' ? '' : ` ${Classes.intentClass(intent)}`;
  return <span className={`${Classes.TAG} ${Classes.MINIMAL} dt-tag${intentClass}`}>{text}</span>;
}

/** The text of a value as shown (also the tooltip of a cut-off cell). */
export function cellText(column: TableColumn, value: unknown, currency: string): string {
  if (isBlank(value)) return '';
  switch (column.format) {
    case 'currency':
      return formatCurrency(value as string | number, currency);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'shop-datetime':
      return formatShopDateTime(value as string);
    case 'boolean':
      return value ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

/** The cell's content: text, or a tag (boolean, status), or a preview image. */
export function cellContent(column: TableColumn, value: unknown, currency: string): ReactNode {
  if (isBlank(value) && column.format !== 'image') return '';
  switch (column.format) {
    case 'boolean':
      return tag(value ? 'Yes' : 'No', value ? 'success' : 'none');
    case 'status':
      return tag(String(value), statusIntent(value));
    case 'image':
      return (
        <CdnImage
          path={value as string | null}
          alt={column.field.label}
          className="dt-image"
          width={CONSTANTS.previewImage.table.width}
          height={CONSTANTS.previewImage.table.height}
          loading="lazy"
        />
      );
    default:
      return cellText(column, value, currency);
  }
}

/**
 * What Ctrl+C puts on the clipboard: numbers and money as plain numbers (a spreadsheet can add
 * them up), everything else as shown.
 */
export function clipboardText(column: TableColumn, value: unknown, currency: string): string {
  if (isBlank(value)) return '';
  if (column.format === 'currency' || column.format === 'number') return String(value);
  return cellText(column, value, currency);
}
