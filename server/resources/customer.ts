/** MANAGE_CUSTOMER: shoppers and wholesalers, searched at `customer/search` (seed §7). */
import { customerResource } from '../../contract/resources/customer';
import { customers as t } from '../db/schema';
import { defineSource } from '../search/source';
import type { ResourceBinding } from './binding';

export const customerBinding: ResourceBinding<typeof customerResource> = {
  source: defineSource({
    def: customerResource,
    table: t,
    id: t.id,
    columns: {
      id: t.id, version: t.version, createdAt: t.createdAt, name: t.name, email: t.email, phone: t.phone,
      type: t.type, verified: t.verified, pincode: t.pincode, city: t.city, state: t.state,
      walletBalance: t.walletBalance, status: t.status,
    },
  }),
  toValues: (input) => ({ ...input }),
};
