/** TAX: named GST rates applied to products. */
import { z } from 'zod';
import { RECORD_STATUSES, RowMeta, defineResource } from '../resource';
import { amount, requiredText } from './fields';

export const TaxSchema = z.object({ ...RowMeta, name: z.string(), percentage: z.string(), status: z.enum(RECORD_STATUSES) });
export type Tax = z.infer<typeof TaxSchema>;

export const TaxInputSchema = z.object({ name: requiredText(100), percentage: amount(0, 100) });
export type TaxInput = z.input<typeof TaxInputSchema>;

export const taxResource = defineResource({
  key: 'tax',
  apiPath: '/tax',
  title: 'Tax',
  subject: 'tax',
  permission: 'catalogue.tax',
  row: TaxSchema,
  create: TaxInputSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 70 } },
    { key: 'name', label: 'Name', type: 'text', column: { width: 220 } },
    { key: 'percentage', label: 'Percentage', type: 'decimal', column: { width: 120, format: 'number' } },
    { key: 'status', label: 'Status', type: 'enum', options: RECORD_STATUSES, column: { width: 100, format: 'status' } },
    { key: 'createdAt', label: 'Created', type: 'datetime', column: { width: 150, format: 'datetime' } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
  unique: { key: 'name', message: 'name already exists' },
  hasStatus: true,
  deletable: true,
});
