/** MANAGE_CUSTOMER: shoppers and wholesalers (seed §3 customer types), searched at `customer/search` (seed §7). */
import { z } from 'zod';
import { CONSTANTS } from '../platform/constants';
import { defineKitResource, kit } from '../platform/kit';
import { VALIDATION } from '../platform/messages';
import { phone, pincode, requiredName } from '../platform/fields';

const email = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .email(VALIDATION.email)
    .max(254, VALIDATION.maxLength(254));

export const customerResource = defineKitResource({
  key: 'customer',
  apiPath: '/customer',
  title: 'Customer Management',
  subject: 'customer',
  permission: 'people.customer',
  route: 'MANAGE_CUSTOMER',
  fields: {
    id: kit.id({ width: 80 }),
    name: kit.text('Name', { schema: requiredName(120), width: 180 }),
    email: kit.text('Email', { schema: email(), width: 230 }),
    phone: kit.text('Phone', { schema: phone(), width: 130 }),
    type: kit.choice('Type', CONSTANTS.customerTypes, { width: 110 }),
    verified: kit.boolean('Verified', { width: 90 }),
    city: kit.text('City', { max: 100, width: 130 }),
    state: kit.text('State', { max: 100, width: 140 }),
    pincode: kit.text('Pincode', { schema: pincode(), width: 90 }),
    walletBalance: kit.custom(
      'Wallet',
      'decimal',
      { row: z.string(), input: undefined },
      { width: 110, format: 'currency' },
    ),
    status: kit.status(),
    createdAt: kit.created('Joined'),
  },
  unique: { key: 'email', message: 'email already exists' },
});

export const CustomerSchema = customerResource.row;
export type Customer = z.infer<typeof CustomerSchema>;
export const CustomerInputSchema = customerResource.create;
export type CustomerInput = z.input<typeof CustomerInputSchema>;
