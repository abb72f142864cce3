/**
 * PORTAL_SETTINGS "company details": the shop's name, logo and favicon (library images), currency and
 * address. Saving changes the page title and favicon of every open portal (the live stream's `company` event).
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { VersionNumberSchema } from '../platform/resource';

/** The currencies a shop can price in (ISO 4217), the shop's home currency first. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const text = (max: number) => z.string().trim().max(max, VALIDATION.maxLength(max));
const required = (max: number) => text(max).min(1, VALIDATION.required);
const MediaIdSchema = z.number().int(VALIDATION.integer).min(1, VALIDATION.minValue(1)).max(2_147_483_647).nullable();

export const CompanyAddressSchema = z.object({
  // Each part may wait: a shop renaming itself need not know its GSTIN yet.
  line1: text(120).default(''),
  line2: text(120).default(''),
  city: text(60).default(''),
  state: text(60).default(''),
  pincode: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9 -]{3,10}$/, VALIDATION.invalidFormat)
    .default(''),
  country: text(60).default(''),
  phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9 -]{6,20}$/, VALIDATION.invalidFormat)
    .default(''),
  email: z.union([z.literal(''), z.email(VALIDATION.email).max(254)]).default(''),
  /** India's GST identification number, printed on invoices (empty when the shop has none). */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[0-9]{2}[A-Z0-9]{13}$/, VALIDATION.invalidFormat)
    .default(''),
});
export type CompanyAddress = z.output<typeof CompanyAddressSchema>;

/** `GET|PUT /api/portal-settings/company-details` answer. */
export const CompanyDetailsSchema = z.object({
  companyName: z.string(),
  logoMediaId: z.number().int().nullable(),
  faviconMediaId: z.number().int().nullable(),
  logoImage: z.string(),
  faviconImage: z.string(),
  currency: z.string(),
  address: CompanyAddressSchema.nullable(),
  version: z.number().int(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

/** `PUT` body: a chosen image is a media library id (null keeps the built-in one). */
export const CompanyDetailsUpdateSchema = z.object({
  companyName: required(100),
  logoMediaId: MediaIdSchema,
  faviconMediaId: MediaIdSchema,
  currency: z.enum(CURRENCIES, { error: VALIDATION.required }),
  address: CompanyAddressSchema,
  version: VersionNumberSchema,
});
export type CompanyDetailsUpdate = z.input<typeof CompanyDetailsUpdateSchema>;
