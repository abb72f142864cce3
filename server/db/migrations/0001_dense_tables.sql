CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"table_key" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_layouts" (
	"user_id" integer NOT NULL,
	"table_key" text NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_layouts_pk" PRIMARY KEY("user_id","table_key")
);
--> statement-breakpoint
CREATE TABLE "delivery_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"zip_code" text NOT NULL,
	"delivery_charge" numeric(12, 2) NOT NULL,
	"free_delivery_amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_locations_status_ck" CHECK ("delivery_locations"."status" in ('Active', 'Inactive')),
	CONSTRAINT "delivery_locations_amounts_ck" CHECK ("delivery_locations"."delivery_charge" >= 0 and "delivery_locations"."free_delivery_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"pincode" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_locations_status_ck" CHECK ("pickup_locations"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reusable" boolean DEFAULT false NOT NULL,
	"number_of_users" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"minimum_order_amount" numeric(12, 2) NOT NULL,
	"maximum_order_amount" numeric(12, 2) NOT NULL,
	"minimum_purchase_amount" numeric(12, 2) NOT NULL,
	"discount_type" text NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"max_discount" numeric(12, 2) NOT NULL,
	"cashback" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_status_ck" CHECK ("promo_codes"."status" in ('Active', 'Inactive')),
	CONSTRAINT "promo_codes_discount_type_ck" CHECK ("promo_codes"."discount_type" in ('Percentage', 'Amount')),
	CONSTRAINT "promo_codes_window_ck" CHECK ("promo_codes"."end_date" >= "promo_codes"."start_date"),
	CONSTRAINT "promo_codes_percentage_ck" CHECK ("promo_codes"."discount_type" <> 'Percentage' or "promo_codes"."discount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_status_ck" CHECK ("taxes"."status" in ('Active', 'Inactive')),
	CONSTRAINT "taxes_percentage_ck" CHECK ("taxes"."percentage" between 0 and 100)
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_portal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_layouts" ADD CONSTRAINT "table_layouts_user_id_portal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_table_name_uq" ON "saved_views" USING btree ("user_id","table_key",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_locations_zip_code_lower_uq" ON "delivery_locations" USING btree (lower("zip_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_locations_name_lower_uq" ON "pickup_locations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_name_lower_uq" ON "promo_codes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_name_lower_uq" ON "taxes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "orders_status_created_total_idx" ON "orders" USING btree ("status","created_at","total");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_id_idx" ON "orders" USING btree ("total","id");