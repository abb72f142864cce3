/**
 * Every schema a person fills in: each form's resolver and each body a dialog sends. The message
 * test walks them all with empty and wrong-typed input (contract/form-schemas.test.ts), and checks
 * that every `zodResolver(X)` in src names one of these — a new form joins this list or fails that test.
 */
import type { z } from 'zod';
import { ChangePasswordRequestSchema, ProfileFormSchema } from '../account/account';
import { CategoryFormSchema } from '../catalogue/category';
import { LoginRequestSchema } from '../account/auth';
import { EmailCredentialsUpdateSchema } from '../mail/mail';
import { MediaEditFormSchema } from '../media/media';
import { NewPasswordSchema, RequestResetCodeSchema, ResetCodeFormSchema } from '../account/password-reset';
import { OrderActionBodySchema, OrderNoteBodySchema } from '../orders/order-processing';
import { ProductInputSchema } from '../catalogue/product';
import { DeliveryPartnerUpdateSchema } from '../settings/portal-settings';
import {
  ApplicationLinksUpdateSchema,
  PaymentSettingsUpdateSchema,
  ServiceCredentialsUpdateSchema,
} from '../settings/portal-settings-sections';
import { CompanyDetailsUpdateSchema } from '../company/company-details';
import { CustomerPortalUpdateSchema } from '../settings/customer-portal';
import { PrefixUpdateSchema } from '../settings/prefix-settings';
import { RESOURCES } from './resource-catalog';
import { ReturnActionBodySchema } from '../returns/returns';
import { RobotTextFormSchema } from '../content/robot-text';
import { SalesReportQuerySchema } from '../sales/sales';
import { CheckoutFormSchema } from '../subscription/subscription';
import { StockAdjustFormSchema, StockThresholdSchema } from '../catalogue/stock';
import { SavedViewInputSchema } from '../table-views/table-views';
import { TicketCreateSchema } from '../support/support-ticket';
import { WalletAdjustmentSchema } from '../wallets/wallets';
import { CreateApiKeySchema } from '../store/api-keys';
import { WebhookEndpointSaveSchema } from '../webhooks/webhooks';
import { HoldBodySchema, ReleaseBodySchema, RiskRulesUpdateSchema } from '../orders/order-holds';

/** The forms and dialog bodies by the name they are exported under. */
export const NAMED_FORM_SCHEMAS = {
  LoginRequestSchema,
  ChangePasswordRequestSchema,
  ProfileFormSchema,
  CheckoutFormSchema,
  WalletAdjustmentSchema,
  CreateApiKeySchema,
  WebhookEndpointSaveSchema,
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
  HoldBodySchema,
  ReleaseBodySchema,
  RiskRulesUpdateSchema,
} as const satisfies Record<string, z.core.$ZodType>;

/** Every resource's create/edit form (the resource drawer's resolver is `def.create`). */
const RESOURCE_FORM_SCHEMAS = Object.fromEntries(
  Object.values(RESOURCES).flatMap((def) => (def.create ? [[`${def.key} form`, def.create]] : [])),
) as Record<string, z.core.$ZodType>;

/** Every schema a user fills in, by name. */
export const FORM_SCHEMAS: Record<string, z.core.$ZodType> = { ...NAMED_FORM_SCHEMAS, ...RESOURCE_FORM_SCHEMAS };
