CREATE TABLE "flash_sale_items" (
	"sale_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sale_price" numeric(12, 2),
	"discount_percent" smallint,
	"position" smallint NOT NULL,
	CONSTRAINT "flash_sale_items_sale_id_variant_id_pk" PRIMARY KEY("sale_id","variant_id"),
	CONSTRAINT "flash_sale_items_price_ck" CHECK (("flash_sale_items"."sale_price" is null) <> ("flash_sale_items"."discount_percent" is null)),
	CONSTRAINT "flash_sale_items_amount_ck" CHECK ("flash_sale_items"."sale_price" > 0 and "flash_sale_items"."discount_percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sales_status_ck" CHECK ("flash_sales"."status" in ('Active', 'Inactive')),
	CONSTRAINT "flash_sales_window_ck" CHECK ("flash_sales"."ends_at" > "flash_sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_valid_until" timestamp with time zone DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sale_items_variant_idx" ON "flash_sale_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "flash_sale_items_product_idx" ON "flash_sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sales_name_lower_uq" ON "flash_sales" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "flash_sales_starts_id_idx" ON "flash_sales" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "products_price_valid_until_idx" ON "products" USING btree ("price_valid_until");--> statement-breakpoint
-- A change to a sale's variants, window or status marks its products for a price refresh: price_valid_until
-- '-infinity' is due at once, and the next read of the product list recomputes them (server/content/flash-sale-prices.ts).
CREATE FUNCTION flash_sale_items_mark_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET price_valid_until = '-infinity'
  WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END) AND price_valid_until <> '-infinity';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER flash_sale_items_prices AFTER INSERT OR DELETE ON flash_sale_items
  FOR EACH ROW EXECUTE FUNCTION flash_sale_items_mark_prices();--> statement-breakpoint
CREATE FUNCTION flash_sales_mark_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET price_valid_until = '-infinity'
  WHERE id IN (SELECT product_id FROM flash_sale_items WHERE sale_id = NEW.id) AND price_valid_until <> '-infinity';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER flash_sales_prices AFTER UPDATE OF status, starts_at, ends_at ON flash_sales
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at <> NEW.starts_at OR OLD.ends_at <> NEW.ends_at)
  EXECUTE FUNCTION flash_sales_mark_prices();
