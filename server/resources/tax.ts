/** TAX: GST rates. */
import { taxResource } from '../../contract/resources/tax';
import { taxes } from '../db/schema';
import { defineSource } from '../search/source';
import { decimalText, type ResourceBinding } from './binding';

export const taxBinding: ResourceBinding<typeof taxResource> = {
  source: defineSource({
    def: taxResource,
    table: taxes,
    id: taxes.id,
    columns: {
      id: taxes.id, version: taxes.version, createdAt: taxes.createdAt,
      name: taxes.name, percentage: taxes.percentage, status: taxes.status,
    },
  }),
  toValues: (input) => ({ name: input.name, percentage: decimalText(input.percentage) }),
};
