/**
 * The storefront API's cart and orders (issue 43 §2): a quote prices every line on the server, and placing an order
 * repeats the quote's checks in the transaction that takes its number and its stock. Nothing the storefront sends as a
 * price, total or status is read: lines are a variant and a quantity, and unknown keys are dropped.
 */
import { z } from 'zod';
import { pincode, requiredName, requiredText } from '../platform/fields';
import { VALIDATION } from '../platform/messages';

/** What a storefront may pay with: cash on delivery, or online (the order waits for storeRecordPayment). */
export const STORE_PAYMENT_METHODS = ['COD', 'UPI', 'Card', 'NetBanking'] as const;
export type StorePaymentMethod = (typeof STORE_PAYMENT_METHODS)[number];

export const STORE_CART_MAX_LINES = 50;
export const STORE_LINE_MAX_QUANTITY = 1_000;

/** The refusals a storefront shows its shopper, in the shop's words. */
export const STORE_ORDER_MESSAGES = {
  outOfStock: (name: string, available: number) =>
    available > 0 ? `${name} is out of stock: only ${available} left.` : `${name} is out of stock.`,
  notDeliverable: (zip: string) => `We do not deliver to ${zip} yet.`,
  productNotDeliverable: (name: string, zip: string) => `${name} cannot be delivered to ${zip}.`,
  notForSale: 'This item is not for sale.',
  codUnavailable: 'Cash on delivery is not available for this order.',
  methodUnavailable: 'This payment method is not available.',
  promoInvalid: 'This promo code is not valid.',
  promoNotStarted: (day: string) => `This promo code can be used from ${day}.`,
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been used up.',
  promoAlreadyUsed: 'You have already used this promo code.',
  promoMinimum: (amount: string) => `This promo code needs an order of at least ${amount}.`,
  promoMaximum: (amount: string) => `This promo code is for orders of at most ${amount}.`,
  promoMinimumPurchase: (amount: string) => `This promo code needs at least ${amount} to pay after its discount.`,
  quantityMin: (name: string, min: number) => `${name}: at least ${min} at a time.`,
  quantityMax: (name: string, max: number) => `${name}: at most ${max} at a time.`,
  quantityStep: (name: string, step: number) => `${name}: in steps of ${step}.`,
  quantityTotal: (name: string, total: number) => `${name}: at most ${total} per customer.`,
  customerNeeded: 'Give the customer’s e-mail address or phone number.',
  idempotencyKeyNeeded: 'Send an Idempotency-Key header with the order, so a retry cannot place it twice.',
  notYourOrder: 'No such order for this customer.',
  notCancelable: 'This order can no longer be cancelled.',
  itemNotCancelable: (name: string) => `${name} cannot be cancelled once ordered.`,
  paymentNotExpected: 'This order takes no online payment.',
  paymentRefused: 'This payment event does not apply to the order’s payment as it stands.',
  refundNeedsCancel: 'A payment is refunded once its order is cancelled.',
  paymentAmount: (amount: string) => `The payment must be for the order’s total, ${amount}.`,
} as const;

/** A ten-digit Indian mobile number. */
export const phone = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .regex(/^[6-9][0-9]{9}$/, VALIDATION.invalidFormat);

/** Who orders: found by e-mail (or phone), made on first order. */
export const StoreCustomerSchema = z
  .object({
    name: requiredName(100),
    email: z.string().trim().toLowerCase().max(254, VALIDATION.maxLength(254)).email(VALIDATION.email).optional(),
    phone: phone().optional(),
  })
  .refine((c) => c.email !== undefined || c.phone !== undefined, {
    path: ['email'],
    message: STORE_ORDER_MESSAGES.customerNeeded,
  });
export type StoreCustomer = z.infer<typeof StoreCustomerSchema>;

export const StoreAddressSchema = z.object({
  name: requiredName(100),
  line1: requiredText(200),
  line2: z.string().trim().max(200, VALIDATION.maxLength(200)).optional(),
  city: requiredText(100),
  state: requiredText(100),
  pincode: pincode(),
  phone: phone(),
});
export type StoreAddress = z.infer<typeof StoreAddressSchema>;

const variantId = z.number({ error: VALIDATION.required }).int(VALIDATION.integer).min(1).max(2_147_483_647);

export const StoreCartLineSchema = z.object({
  variantId,
  quantity: z
    .number({ error: VALIDATION.required })
    .int(VALIDATION.integer)
    .min(1, VALIDATION.minValue(1))
    .max(STORE_LINE_MAX_QUANTITY, VALIDATION.between(1, STORE_LINE_MAX_QUANTITY)),
});

/** A cart to price: lines, a promo code, how it is paid and where it goes; the customer, when known, for the code's rules. */
export const StoreCartSchema = z.object({
  lines: z
    .array(StoreCartLineSchema, { error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(STORE_CART_MAX_LINES, VALIDATION.between(1, STORE_CART_MAX_LINES))
    .refine((lines) => new Set(lines.map((l) => l.variantId)).size === lines.length, VALIDATION.invalidFormat),
  promoCode: z.string().trim().max(40, VALIDATION.maxLength(40)).optional(),
  paymentMethod: z.enum(STORE_PAYMENT_METHODS, { error: VALIDATION.required }),
  shipTo: StoreAddressSchema,
  customer: StoreCustomerSchema.optional(),
});
export type StoreCart = z.infer<typeof StoreCartSchema>;

/** Placing an order: the cart with its customer (required). */
export const StorePlaceOrderSchema = StoreCartSchema.extend({ customer: StoreCustomerSchema });
export type StorePlaceOrder = z.infer<typeof StorePlaceOrderSchema>;

const money = z.number();

export const StoreQuoteLineSchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** The list price, and what one costs now (flash sale and special price applied). */
  listPrice: money,
  unitPrice: money,
  sale: z.string().nullable(),
  lineTotal: money,
  /** The tax in this line: inside its price (taxIncluded) or added to it. */
  tax: money,
  taxIncluded: z.boolean(),
});

/** Every amount of a cart, computed by the server; `total` is what the shopper pays. */
export const StoreQuoteSchema = z.object({
  lines: z.array(StoreQuoteLineSchema),
  /** Lines at their prices now. */
  subtotal: money,
  /** Tax added on top of prices that do not include it. */
  taxAdded: money,
  /** All the tax in the order, included or added. */
  tax: money,
  discount: money,
  /** A cashback code's amount: credited to the customer's wallet later, not taken off this order. */
  cashback: money,
  deliveryCharge: money,
  total: money,
  promoCode: z.string().nullable(),
  paymentMethod: z.enum(STORE_PAYMENT_METHODS),
  codAvailable: z.boolean(),
});
export type StoreQuote = z.infer<typeof StoreQuoteSchema>;

export const STORE_ORDER_STATUSES_OPEN = ['Pending', 'New Order', 'Processing'] as const;

/** An order as its customer sees it: its amounts, lines, address and timeline. */
export const StoreOrderSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.object({ sku: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: money, lineTotal: money }),
  ),
  subtotal: money,
  tax: money,
  discount: money,
  deliveryCharge: money,
  total: money,
  promoCode: z.string().nullable(),
  shipTo: StoreAddressSchema.extend({ line2: z.string().optional() }).nullable(),
  timeline: z.array(z.object({ at: z.string(), status: z.string().nullable(), note: z.string().nullable() })),
  /** Whether storeCancelOrder may cancel it now. */
  cancelable: z.boolean(),
});
export type StoreOrder = z.infer<typeof StoreOrderSchema>;

/** Which customer asks about an order: the storefront names them, and an order of another customer is not found. */
export const StoreOrderCustomerQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email(VALIDATION.email).optional(),
  phone: phone().optional(),
});

export const StoreOrderNoParamsSchema = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, VALIDATION.invalidFormat),
});

export const StoreCancelSchema = z.object({
  customer: StoreOrderCustomerQuerySchema,
  reason: z.string().trim().max(300, VALIDATION.maxLength(300)).optional(),
});

/** What the payment gateway said of an online order's payment. */
export const STORE_PAYMENT_EVENTS = ['captured', 'failed', 'refunded'] as const;
export const StorePaymentSchema = z.object({
  event: z.enum(STORE_PAYMENT_EVENTS, { error: VALIDATION.required }),
  /** The gateway's reference for the payment. */
  transactionRef: requiredText(100),
  amount: z.number({ error: VALIDATION.required }).min(0).max(100_000_000),
});

export const StoreDeliveryQuerySchema = z.object({ pincode: pincode() });
export const StoreDeliverySchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
  codAvailable: z.boolean(),
  deliveryCharge: money.nullable(),
  freeDeliveryAmount: money.nullable(),
  pickupLocations: z.array(
    z.object({ name: z.string(), address: z.string(), city: z.string(), pincode: z.string(), phone: z.string() }),
  ),
});
