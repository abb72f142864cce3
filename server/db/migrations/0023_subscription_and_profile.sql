CREATE TABLE "shop_subscription" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"plan_id" integer,
	"period" text,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_subscription_single_row_ck" CHECK ("shop_subscription"."id" = 1),
	CONSTRAINT "shop_subscription_period_ck" CHECK ("shop_subscription"."period" is null or "shop_subscription"."period" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"plan_name" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"gst_percent" integer NOT NULL,
	"gst" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"billed_to" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway_mode" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"period" text NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"card_last4" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_outcome_ck" CHECK ("subscription_payments"."outcome" in ('paid', 'declined')),
	CONSTRAINT "subscription_payments_period_ck" CHECK ("subscription_payments"."period" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"yearly_price" numeric(12, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "subscription_plans_prices_ck" CHECK ("subscription_plans"."monthly_price" > 0 and "subscription_plans"."yearly_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "company" DROP CONSTRAINT "company_subscription_status_ck";--> statement-breakpoint
ALTER TABLE "portal_users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_users" ADD COLUMN "avatar_media_id" integer;--> statement-breakpoint
ALTER TABLE "shop_subscription" ADD CONSTRAINT "shop_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_payment_id_subscription_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."subscription_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_paid_by_portal_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_uq" ON "subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "subscription_invoices_issued_idx" ON "subscription_invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_payment_uq" ON "subscription_payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_code_uq" ON "subscription_plans" USING btree ("code");--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shop_subscription" ("id", "trial_ends_at") SELECT 1, "trial_ends_at" FROM "company" WHERE "id" = 1;--> statement-breakpoint
ALTER TABLE "company" DROP COLUMN "subscription_plan";--> statement-breakpoint
ALTER TABLE "company" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "company" DROP COLUMN "subscription_ends_at";--> statement-breakpoint
ALTER TABLE "company" DROP COLUMN "trial_ends_at";;--> statement-breakpoint
INSERT INTO "subscription_plans" ("code", "name", "description", "features", "monthly_price", "yearly_price", "position") VALUES
('starter', 'Starter', 'For a new shop finding its first customers.', '["Up to 500 products", "2 portal users", "Orders, returns and payments", "E-mail support"]', 999.00, 9990.00, 0),
('growth', 'Growth', 'For a shop with steady daily orders.', '["Up to 5,000 products", "10 portal users", "Bulk order actions and CSV export", "Sales reports", "Priority e-mail support"]', 2499.00, 24990.00, 1),
('pro', 'Pro', 'For a busy shop with a team.', '["Unlimited products", "Unlimited portal users", "Everything in Growth", "Audit log and module access", "Phone support"]', 5999.00, 59990.00, 2);