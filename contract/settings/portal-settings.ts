/**
 * PORTAL_SETTINGS: the sections of the portal's configuration built so far. Today only the delivery
 * partner (seed §3 "Portal settings … delivery partner"); the server's partner registry is typed by
 * DELIVERY_PARTNER_NAMES, so a partner listed here without an implementation fails the build.
 */
import { z } from 'zod';
import { PORTAL_SETTINGS_MESSAGES, VALIDATION } from '../platform/messages';
import { MAX_VERSION } from '../platform/resource';

/** The delivery partners the shop can choose, by the name the `deliveryPartner` setting stores. */
export const DELIVERY_PARTNER_NAMES = ['self'] as const;
export type DeliveryPartnerName = (typeof DELIVERY_PARTNER_NAMES)[number];

export const DeliveryPartnerOptionSchema = z.object({
  name: z.enum(DELIVERY_PARTNER_NAMES),
  label: z.string(),
  /** One line: what choosing this partner means for shipping. */
  description: z.string(),
});
export type DeliveryPartnerOption = z.infer<typeof DeliveryPartnerOptionSchema>;

/** Label and description of each partner: a name without them is a type error. */
const PARTNER_TEXT: Record<DeliveryPartnerName, Omit<DeliveryPartnerOption, 'name'>> = {
  self: {
    label: 'Self shipping',
    description:
      'The shop ships its own orders: AWB numbers from the prefix settings, pickup the next working day, label and manifest PDFs',
  },
};

/** Every partner with its label and description, in the order the screen lists them. */
export const DELIVERY_PARTNER_OPTIONS: readonly DeliveryPartnerOption[] = DELIVERY_PARTNER_NAMES.map((name) => ({
  name,
  ...PARTNER_TEXT[name],
}));

/**
 * `GET|PUT /api/portal-settings/delivery-partner` answer. `partner` is null when the stored setting names
 * no listed partner (the screen then asks for a choice); `version` is the setting row's, 0 when it has none.
 */
export const DeliveryPartnerSettingSchema = z.object({
  partner: z.enum(DELIVERY_PARTNER_NAMES).nullable(),
  version: z.number().int().min(0),
  partners: z.array(DeliveryPartnerOptionSchema),
});
export type DeliveryPartnerSetting = z.infer<typeof DeliveryPartnerSettingSchema>;

/** `PUT` body: the chosen partner and the version the screen read (stale → 409). */
export const DeliveryPartnerUpdateSchema = z.object({
  partner: z.enum(DELIVERY_PARTNER_NAMES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? VALIDATION.required
        : PORTAL_SETTINGS_MESSAGES.unknownPartner,
  }),
  /** 0 while no setting is stored, else the stored row's version. */
  version: z.number().int().min(0).max(MAX_VERSION, VALIDATION.between(0, MAX_VERSION)),
});
export type DeliveryPartnerUpdate = z.infer<typeof DeliveryPartnerUpdateSchema>;

export const PORTAL_SETTINGS_API = { deliveryPartner: '/portal-settings/delivery-partner' } as const;
