/** TAX: named GST rates applied to products. */
import type { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';

export const taxResource = defineKitResource({
  key: 'tax',
  apiPath: '/tax',
  title: 'Tax',
  subject: 'tax',
  permission: 'catalogue.tax',
  route: 'TAX',
  fields: {
    id: kit.id(),
    name: kit.text('Name', { max: 100, width: 220, placeholder: 'e.g. GST 18%' }),
    percentage: kit.decimal('Percentage', { max: 100, width: 120, format: 'number', unit: '%' }),
    status: kit.status(),
    createdAt: kit.created(),
  },
  unique: { key: 'name', message: 'name already exists' },
});

export const TaxSchema = taxResource.row;
export type Tax = z.infer<typeof TaxSchema>;
export const TaxInputSchema = taxResource.create;
export type TaxInput = z.input<typeof TaxInputSchema>;
