/**
 * Every schema a person fills in: each form's resolver and each body a dialog sends. The message
 * test walks them all with empty and wrong-typed input (contract/form-schemas.test.ts), and checks
 * that every `zodResolver(X)` in src names one of these — a new form joins this list or fails that test.
 */
import type { z } from 'zod';
import { ChangePasswordRequestSchema, ProfileFormSchema } from './account';
import { CategoryFormSchema } from './category';
import { LoginRequestSchema } from './auth';
import { EmailCredentialsUpdateSchema } from './mail';
import { MediaEditFormSchema } from './media';
import { NewPasswordSchema, RequestResetCodeSchema, ResetCodeFormSchema } from './password-reset';
import { OrderActionBodySchema, OrderNoteBodySchema } from './order-processing';
import { ProductInputSchema } from './product';
import { DeliveryPartnerUpdateSchema } from './portal-settings';
import { ApplicationLinksUpdateSchema, PaymentSettingsUpdateSchema, ServiceCredentialsUpdateSchema } from './portal-settings-sections';
import { CompanyDetailsUpdateSchema } from './company-details';
import { CustomerPortalUpdateSchema } from './customer-portal';
import { PrefixUpdateSchema } from './prefix-settings';
import { RESOURCES } from './resources/catalog';
import { ReturnActionBodySchema } from './returns';
import { RobotTextFormSchema } from './robot-text';
import { SalesReportQuerySchema } from './sales';
import { CheckoutFormSchema } from './subscription';
import { StockAdjustFormSchema, StockThresholdSchema } from './stock';
import { SavedViewInputSchema } from './table-views';
import { TicketCreateSchema } from './resources/support-ticket';
import { WalletAdjustmentSchema } from './wallets';

/** The forms and dialog bodies by the name they are exported under. */
export const NAMED_FORM_SCHEMAS = {
  LoginRequestSchema,
  ChangePasswordRequestSchema,
  ProfileFormSchema,
  CheckoutFormSchema,
  WalletAdjustmentSchema,
  SalesReportQuerySchema,
  DeliveryPartnerUpdateSchema,
  ServiceCredentialsUpdateSchema,
  PaymentSettingsUpdateSchema,
  CompanyDetailsUpdateSchema,
  ApplicationLinksUpdateSchema,
  CustomerPortalUpdateSchema,
  PrefixUpdateSchema,
  SavedViewInputSchema,
  OrderActionBodySchema,
  OrderNoteBodySchema,
  ReturnActionBodySchema,
  RobotTextFormSchema,
  CategoryFormSchema,
  MediaEditFormSchema,
  EmailCredentialsUpdateSchema,
  RequestResetCodeSchema,
  ResetCodeFormSchema,
  NewPasswordSchema,
  ProductInputSchema,
  TicketCreateSchema,
  StockAdjustFormSchema,
  StockThresholdSchema,
} as const satisfies Record<string, z.ZodType>;

/** Every resource's create/edit form (the resource drawer's resolver is `def.create`). */
const RESOURCE_FORM_SCHEMAS = Object.fromEntries(
  Object.values(RESOURCES).flatMap((def) => (def.create ? [[`${def.key} form`, def.create]] : [])),
) as Record<string, z.ZodType>;

/** Every schema a user fills in, by name. */
export const FORM_SCHEMAS: Record<string, z.ZodType> = { ...NAMED_FORM_SCHEMAS, ...RESOURCE_FORM_SCHEMAS };
