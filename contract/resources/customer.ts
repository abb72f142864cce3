/** MANAGE_CUSTOMER: shoppers and wholesalers (seed §3 customer types), searched at `customer/search` (seed §7). */
import { z } from 'zod';
import { CONSTANTS } from '../constants';
import { VALIDATION } from '../messages';
import { RECORD_STATUSES, RowMeta, defineResource } from '../resource';
import { phone, pincode, requiredText } from './fields';

export const CustomerSchema = z.object({
  ...RowMeta, name: z.string(), email: z.string(), phone: z.string(), type: z.enum(CONSTANTS.customerTypes),
  verified: z.boolean(), pincode: z.string(), city: z.string(), state: z.string(), walletBalance: z.string(),
  status: z.enum(RECORD_STATUSES),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerInputSchema = z.object({
  name: requiredText(120),
  email: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).email(VALIDATION.email).max(254, VALIDATION.maxLength(254)),
  phone: phone(),
  type: z.enum(CONSTANTS.customerTypes, { error: VALIDATION.required }),
  verified: z.boolean().default(false),
  pincode: pincode(),
  city: requiredText(100),
  state: requiredText(100),
});
export type CustomerInput = z.input<typeof CustomerInputSchema>;

export const customerResource = defineResource({
  key: 'customer',
  apiPath: '/customer',
  title: 'Customer Management',
  subject: 'customer',
  permission: 'people.customer',
  row: CustomerSchema,
  create: CustomerInputSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 80 } },
    { key: 'name', label: 'Name', type: 'text', column: { width: 180 } },
    { key: 'email', label: 'Email', type: 'text', column: { width: 230 } },
    { key: 'phone', label: 'Phone', type: 'text', column: { width: 130 } },
    { key: 'type', label: 'Type', type: 'enum', options: CONSTANTS.customerTypes, column: { width: 110 } },
    { key: 'verified', label: 'Verified', type: 'boolean', column: { width: 90, format: 'boolean' } },
    { key: 'city', label: 'City', type: 'text', column: { width: 130 } },
    { key: 'state', label: 'State', type: 'text', column: { width: 140 } },
    { key: 'pincode', label: 'Pincode', type: 'text', column: { width: 90 } },
    { key: 'walletBalance', label: 'Wallet', type: 'decimal', column: { width: 110, format: 'currency' } },
    { key: 'status', label: 'Status', type: 'enum', options: RECORD_STATUSES, column: { width: 100, format: 'status' } },
    { key: 'createdAt', label: 'Joined', type: 'datetime', column: { width: 150, format: 'datetime' } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
  unique: { key: 'email', message: 'email already exists' },
  hasStatus: true,
  deletable: true,
});
