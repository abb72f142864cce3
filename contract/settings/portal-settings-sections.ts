/**
 * PORTAL_SETTINGS sections (seed §2, §3): service credentials (the payment gateway's client id, client secret
 * and mode), payment settings (which payment methods the storefront offers) and application links. Each is a
 * versioned `shop_settings` row; the client secret is sealed at rest and only hinted in answers.
 */
import { z } from 'zod';
import { SecretHintSchema } from '../mail/mail';
import { SETTINGS_MESSAGES, VALIDATION } from '../platform/messages';
import { PAYMENT_METHODS } from '../orders/order';
import { MAX_VERSION } from '../platform/resource';

/** 0 while nothing is saved, else the stored row's version. */
const SectionVersionSchema = z.number().int().min(0).max(MAX_VERSION, VALIDATION.between(0, MAX_VERSION));

export const GATEWAY_MODES = ['Production', 'Test'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const ServiceCredentialsSchema = z.object({
  clientId: z.string(),
  clientSecret: SecretHintSchema,
  mode: z.enum(GATEWAY_MODES),
  version: z.number().int().min(0),
});
export type ServiceCredentials = z.infer<typeof ServiceCredentialsSchema>;

/** An empty secret keeps the saved one (it is never shown, so the form cannot send it back). */
export const ServiceCredentialsUpdateSchema = z.object({
  clientId: z.string().trim().min(1, VALIDATION.required).max(200, VALIDATION.maxLength(200)),
  clientSecret: z.string().max(512, VALIDATION.maxLength(512)).default(''),
  mode: z.enum(GATEWAY_MODES, { error: VALIDATION.required }),
  version: SectionVersionSchema,
});
export type ServiceCredentialsUpdate = z.input<typeof ServiceCredentialsUpdateSchema>;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  Card: 'Credit / debit card',
  NetBanking: 'Net banking',
  COD: 'Cash on delivery',
  Wallet: 'Customer wallet',
};

export const PaymentSettingsValuesSchema = z.object({
  /** The methods the storefront offers at checkout; at least one. */
  enabledMethods: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1, SETTINGS_MESSAGES.oneMethodAtLeast)
    .max(PAYMENT_METHODS.length),
});
export const PaymentSettingsSchema = PaymentSettingsValuesSchema.extend({ version: z.number().int().min(0) });
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export const PaymentSettingsUpdateSchema = PaymentSettingsValuesSchema.extend({ version: SectionVersionSchema });
export type PaymentSettingsUpdate = z.input<typeof PaymentSettingsUpdateSchema>;

/** A link a customer follows: empty, or an https address (http is refused: stores serve https). */
const storeLink = z
  .string()
  .trim()
  .max(500, VALIDATION.maxLength(500))
  .refine((v) => v === '' || isHttpsUrl(v), SETTINGS_MESSAGES.httpsLink);

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const ApplicationLinksValuesSchema = z.object({
  androidAppUrl: storeLink,
  iosAppUrl: storeLink,
  websiteUrl: storeLink,
});
export const ApplicationLinksSchema = ApplicationLinksValuesSchema.extend({ version: z.number().int().min(0) });
export type ApplicationLinks = z.infer<typeof ApplicationLinksSchema>;
export const ApplicationLinksUpdateSchema = ApplicationLinksValuesSchema.extend({ version: SectionVersionSchema });
export type ApplicationLinksUpdate = z.input<typeof ApplicationLinksUpdateSchema>;

export const SECTION_MESSAGES = {
  confirmSave: 'Save the configuration? It applies to the portal and the storefront at once.',
  saved: (section: string) => `${section} saved successfully`,
  secretKeep: 'Leave empty to keep the saved secret',
} as const;

export const PORTAL_SECTIONS_API = {
  serviceCredentials: '/portal-settings/service-credentials',
  paymentSettings: '/portal-settings/payment-settings',
  companyDetails: '/portal-settings/company-details',
  applicationLinks: '/portal-settings/application-links',
  customerPortal: '/customer-portal',
} as const;
