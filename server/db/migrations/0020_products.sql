CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_faqs" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "product_faqs_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"media_id" integer NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_specifications" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_specifications_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"special_price" numeric(12, 2),
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_ck" CHECK ("product_variants"."price" >= 0 and ("product_variants"."special_price" is null or ("product_variants"."special_price" >= 0 and "product_variants"."special_price" <= "product_variants"."price"))),
	CONSTRAINT "product_variants_stock_ck" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_threshold_ck" CHECK ("product_variants"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" bigint,
	"return_id" bigint,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_reason_ck" CHECK ("stock_ledger"."reason" in ('received', 'correction', 'damaged', 'order', 'return', 'cancellation')),
	CONSTRAINT "stock_ledger_delta_ck" CHECK ("stock_ledger"."delta" <> 0 and "stock_ledger"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_ck";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "status" SET DEFAULT 'Draft';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "identification_number" text;--> statement-breakpoint
UPDATE "products" SET "identification_number" = "sku";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "identification_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_in" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type" text DEFAULT 'physical' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_step_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_quantity" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "total_allowed_quantity" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "guarantee_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cod" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cancelable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attachment_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deliverable_type" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deliverable_zip_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "video_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "video_media_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "video_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "long_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "missing" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_faqs" ADD CONSTRAINT "product_faqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD CONSTRAINT "product_specifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_images_variant_idx" ON "product_images" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "product_images_media_idx" ON "product_images" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "stock_ledger_variant_idx" ON "stock_ledger" USING btree ("variant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_order_uq" ON "stock_ledger" USING btree ("variant_id","reason","order_id") WHERE "stock_ledger"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_return_uq" ON "stock_ledger" USING btree ("variant_id","reason","return_id") WHERE "stock_ledger"."return_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_video_media_id_media_id_fk" FOREIGN KEY ("video_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_identification_number_uq" ON "products" USING btree (lower("identification_number"));--> statement-breakpoint
CREATE INDEX "products_tax_idx" ON "products" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "products_video_media_idx" ON "products" USING btree ("video_media_id");--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_ck" CHECK ("products"."product_type" in ('physical', 'digital'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind_ck" CHECK ("products"."kind" in ('simple', 'variable'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deliverable_ck" CHECK ("products"."deliverable_type" in ('all', 'specific', 'none'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_video_type_ck" CHECK ("products"."video_type" in ('none', 'selfHosted', 'youtube'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantities_ck" CHECK ("products"."quantity_step_size" >= 1 and "products"."min_quantity" >= 1 and "products"."max_quantity" >= "products"."min_quantity" and "products"."total_allowed_quantity" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_months_ck" CHECK ("products"."warranty_months" >= 0 and "products"."guarantee_months" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_ck" CHECK ("products"."status" in ('Draft', 'Active', 'Inactive'));--> statement-breakpoint
-- Each product so far becomes a simple product: one variant with its SKU, prices and stock (the stock received
-- in the ledger), its category as its main category, and its order items pointing at that variant.
INSERT INTO "product_variants" ("product_id", "sku", "price", "special_price", "stock") SELECT "id", "sku", "price", "special_price", "stock_quantity" FROM "products" ORDER BY "id";--> statement-breakpoint
INSERT INTO "stock_ledger" ("variant_id", "delta", "balance", "reason", "note", "actor_name") SELECT "id", "stock", "stock", 'received', 'Opening stock', 'Migration' FROM "product_variants" WHERE "stock" > 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "product_categories" ("product_id", "category_id", "position") SELECT "id", "category_id", 0 FROM "products" WHERE "category_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" i SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = i."product_id";
