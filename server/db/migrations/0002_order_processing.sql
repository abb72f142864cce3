CREATE SEQUENCE "public"."awb_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."refund_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."wallet_transaction_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "bulk_job_items" (
	"job_id" uuid NOT NULL,
	"order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_job_items_pk" PRIMARY KEY("job_id","order_id"),
	CONSTRAINT "bulk_job_items_outcome_ck" CHECK ("bulk_job_items"."outcome" in ('pending', 'done', 'not_allowed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_jobs_status_ck" CHECK ("bulk_jobs"."status" in ('running', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"response_status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"awb_no" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"action" text,
	"from_status" text,
	"to_status" text,
	"note" text,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_ck" CHECK ("order_events"."kind" in ('created', 'action', 'note')),
	CONSTRAINT "order_events_from_ck" CHECK ("order_events"."from_status" is null or "order_events"."from_status" in ('Pending', 'New Order', 'Processing', 'Shipped', 'Delivered', 'Cancel by Customer', 'Cancel by Company')),
	CONSTRAINT "order_events_to_ck" CHECK ("order_events"."to_status" is null or "order_events"."to_status" in ('Pending', 'New Order', 'Processing', 'Shipped', 'Delivered', 'Cancel by Customer', 'Cancel by Company'))
);
--> statement-breakpoint
CREATE TABLE "prefix_settings" (
	"type" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prefix_settings_type_ck" CHECK ("prefix_settings"."type" in ('order', 'product', 'sku', 'returnOrder', 'refundDetails', 'invoice', 'awb')),
	CONSTRAINT "prefix_settings_prefix_ck" CHECK ("prefix_settings"."prefix" ~ '^[A-Za-z0-9-]{1,10}$')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reference" text NOT NULL,
	"wallet_transaction_id" bigint,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_method_ck" CHECK ("refunds"."method" in ('wallet', 'original')),
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_wallet_ck" CHECK ("refunds"."method" <> 'wallet' or "refunds"."wallet_transaction_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "return_answers" (
	"return_id" bigint NOT NULL,
	"question_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "return_answers_pk" PRIMARY KEY("return_id","position")
);
--> statement-breakpoint
CREATE TABLE "return_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_questions_status_ck" CHECK ("return_questions"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_counts" (
	"entity" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "status_counts_pk" PRIMARY KEY("entity","status","shard")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"initiated_by_id" integer,
	"initiated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type_ck" CHECK ("wallet_transactions"."type" in ('credited', 'debited')),
	CONSTRAINT "wallet_transactions_amount_ck" CHECK ("wallet_transactions"."amount" > 0),
	CONSTRAINT "wallet_transactions_balance_ck" CHECK ("wallet_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "returns" DROP CONSTRAINT "returns_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awb_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "label_generated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" bigint;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_id" bigint;--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_created_by_id_portal_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_portal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_portal_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_id_portal_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_answers" ADD CONSTRAINT "return_answers_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_answers" ADD CONSTRAINT "return_answers_question_id_return_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."return_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_initiated_by_id_portal_users_id_fk" FOREIGN KEY ("initiated_by_id") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_items_job_outcome_idx" ON "bulk_job_items" USING btree ("job_id","outcome");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_uq" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_uq" ON "refunds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "return_questions_question_lower_uq" ON "return_questions" USING btree (lower("question"));--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_transaction_id_uq" ON "wallet_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_customer_idx" ON "wallet_transactions" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_awb_idx" ON "orders" USING btree ("awb_no") WHERE "orders"."awb_no" is not null;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_ck" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'cancelled', 'received', 'refunded', 'replaced'));