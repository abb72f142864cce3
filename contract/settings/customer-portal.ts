/**
 * CUSTOMER_PORTAL: the storefront-facing settings — home categories (at least 4, seed §5/§9), what each
 * customer type (Customer, Whole Saler) may do, the wallet switch, the return window and COD limits.
 */
import { z } from 'zod';
import { categorySelection } from '../catalogue/category';
import { SETTINGS_MESSAGES, VALIDATION } from '../platform/messages';
import { MAX_VERSION } from '../platform/resource';

export const CUSTOMER_TYPES = ['Customer', 'Whole Saler'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** The largest order amount a rule may name (₹1 crore). */
export const MAX_RULE_AMOUNT = 10_000_000;

/** A number field: empty is 'Value is required', anything else not a number 'Value must be numeric'. */
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? VALIDATION.required : VALIDATION.numeric;

const amount = z
  .number({ error: numberError })
  .min(0, VALIDATION.between(0, MAX_RULE_AMOUNT))
  .max(MAX_RULE_AMOUNT, VALIDATION.between(0, MAX_RULE_AMOUNT))
  .multipleOf(0.01, VALIDATION.invalidFormat);

/** What a customer type may do at checkout. */
export const CustomerTypeRulesSchema = z.object({
  /** The smallest order this type may place (a wholesaler buys in bulk). */
  minOrderAmount: amount,
  walletAllowed: z.boolean(),
  codAllowed: z.boolean(),
});
export type CustomerTypeRules = z.infer<typeof CustomerTypeRulesSchema>;

export const CUSTOMER_PORTAL_MESSAGES = {
  codMaxBelowMin: SETTINGS_MESSAGES.codMaxBelowMin,
  saved: 'Customer portal settings saved successfully',
  confirmSave: 'Save the customer portal settings? The storefront uses them at once.',
} as const;

export const RETURN_WINDOW_MAX_DAYS = 90;

const CustomerTypesSchema = z.object({ Customer: CustomerTypeRulesSchema, 'Whole Saler': CustomerTypeRulesSchema });

const CustomerPortalFields = z.object({
  homeCategoryIds: categorySelection(),
  customerTypes: CustomerTypesSchema,
  /** Off: no customer pays from or is refunded to a wallet, whatever the type allows. */
  walletEnabled: z.boolean(),
  returnWindowDays: z
    .number({ error: numberError })
    .int(VALIDATION.integer)
    .min(0, VALIDATION.between(0, RETURN_WINDOW_MAX_DAYS))
    .max(RETURN_WINDOW_MAX_DAYS, VALIDATION.between(0, RETURN_WINDOW_MAX_DAYS)),
  codMinOrderAmount: amount,
  codMaxOrderAmount: amount,
});

const codLimitsInOrder = (v: { codMinOrderAmount: number; codMaxOrderAmount: number }, ctx: z.RefinementCtx) => {
  if (v.codMaxOrderAmount < v.codMinOrderAmount)
    ctx.addIssue({ code: 'custom', path: ['codMaxOrderAmount'], message: CUSTOMER_PORTAL_MESSAGES.codMaxBelowMin });
};

/** `GET|PUT /api/customer-portal` answer: the values, the chosen categories' names (in the order chosen) and the version. */
export const CustomerPortalSchema = z.object({
  homeCategoryIds: z.array(z.number().int()),
  customerTypes: CustomerTypesSchema,
  walletEnabled: z.boolean(),
  returnWindowDays: z.number().int(),
  codMinOrderAmount: z.number(),
  codMaxOrderAmount: z.number(),
  version: z.number().int().min(0),
  /** The active categories to choose from, each named with its parents ('Women / Sarees'). */
  categoryOptions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CustomerPortal = z.infer<typeof CustomerPortalSchema>;

/** `PUT` body: the values with the version read (0 while nothing is saved). */
export const CustomerPortalUpdateSchema = CustomerPortalFields.extend({
  version: z.number().int().min(0).max(MAX_VERSION, VALIDATION.between(0, MAX_VERSION)),
}).superRefine(codLimitsInOrder);
export type CustomerPortalUpdate = z.input<typeof CustomerPortalUpdateSchema>;

/** What a fresh shop starts with (no row saved yet): the home categories are still to be chosen. */
export const CUSTOMER_PORTAL_DEFAULTS: Omit<CustomerPortal, 'version' | 'categoryOptions'> = {
  homeCategoryIds: [],
  customerTypes: {
    Customer: { minOrderAmount: 0, walletAllowed: true, codAllowed: true },
    'Whole Saler': { minOrderAmount: 5000, walletAllowed: true, codAllowed: false },
  },
  walletEnabled: true,
  returnWindowDays: 7,
  codMinOrderAmount: 0,
  codMaxOrderAmount: 50000,
};
