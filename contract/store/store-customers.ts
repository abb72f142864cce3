/**
 * The storefront's customers (scope `customers`, issue 43 §2): a storefront signs its shoppers up and keeps their
 * details (found by e-mail, any case), and shows a shopper their account: details, wallet balance and latest orders.
 * The storefront vouches for who the shopper is; the portal never takes a password from a shopper.
 */
import { z } from 'zod';
import { pincode, requiredName, requiredText } from '../platform/fields';
import { VALIDATION } from '../platform/messages';
import { phone, STORE_ORDER_MESSAGES } from './store-orders';

/** Orders an account shows, newest first. */
export const STORE_ACCOUNT_ORDERS = 20;

const email = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .toLowerCase()
    .max(254, VALIDATION.maxLength(254))
    .email(VALIDATION.email);

const address = z.object({
  line1: requiredText(200),
  area: z.string().trim().max(200, VALIDATION.maxLength(200)).optional(),
  city: requiredText(100),
  state: requiredText(100),
  pincode: pincode(),
});

/** Sign-up or an update of one's details: the customer with this e-mail is made (201) or changed (200). */
export const StoreCustomerSaveSchema = z.object({
  name: requiredName(100),
  email: email(),
  phone: phone(),
  address,
});
export type StoreCustomerSave = z.infer<typeof StoreCustomerSaveSchema>;

/** Whose account: an e-mail (or, without one, a phone number). */
export const StoreAccountQuerySchema = z
  .object({ email: email().optional(), phone: phone().optional() })
  .refine((q) => q.email !== undefined || q.phone !== undefined, {
    path: ['email'],
    message: STORE_ORDER_MESSAGES.customerNeeded,
  });

export const StoreAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({
    line1: z.string().nullable(),
    area: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  walletBalance: z.number(),
  since: z.string().describe('When the customer was first known (ISO 8601)'),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      total: z.number(),
      itemCount: z.number().int(),
      placedAt: z.string(),
    }),
  ),
});
export type StoreAccount = z.infer<typeof StoreAccountSchema>;
