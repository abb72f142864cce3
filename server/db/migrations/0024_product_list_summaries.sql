ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_now" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_identification_id_idx" ON "products" USING btree ("identification_number","id");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand","id");--> statement-breakpoint
CREATE INDEX "products_variant_count_id_idx" ON "products" USING btree ("variant_count","id");--> statement-breakpoint
CREATE INDEX "products_stock_total_id_idx" ON "products" USING btree ("stock_total","id");--> statement-breakpoint
CREATE INDEX "products_price_now_id_idx" ON "products" USING btree ("price_now","id");--> statement-breakpoint
CREATE INDEX "products_completeness_id_idx" ON "products" USING btree ("completeness","id");--> statement-breakpoint
CREATE INDEX "products_category_names_id_idx" ON "products" USING btree ("category_names","id");--> statement-breakpoint
CREATE INDEX "products_missing_id_idx" ON "products" USING btree ("missing","id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_id_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_status_completeness_price_idx" ON "products" USING btree ("status","completeness","price_now");--> statement-breakpoint
CREATE INDEX "products_missing_gin" ON "products" USING gin ("missing");--> statement-breakpoint
CREATE INDEX "products_category_ids_gin" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "products_category_names_gin" ON "products" USING gin ("category_names");--> statement-breakpoint
-- The list summaries of the products already there (server/catalogue/products/completeness-sql.ts refreshCompleteness).
update products p set completeness = x.completeness, missing = x.missing, variant_count = x.variant_count,
  stock_total = x.stock_total, price_now = x.price_now, category_ids = x.category_ids, category_names = x.category_names
  from (
  select y.*, round(100.0 * (6 - cardinality(y.missing)) / 6)::smallint as completeness
  from (
  select p2.id, array_remove(array[
  case when not exists (select 1 from product_images i where i.product_id = p2.id and i.variant_id is null) then 'images' end,
  case when exists (select 1 from product_images i where i.product_id = p2.id and btrim(i.alt_text) = '') then 'altTexts' end,
  case when v.min_price <= 0 then 'price' end,
  case when coalesce(v.max_stock, 0) <= 0 then 'stock' end,
  case when not exists (select 1 from product_specifications s where s.product_id = p2.id) then 'specifications' end,
  case when btrim(p2.short_description) = '' or btrim(p2.long_description) = '' then 'description' end
  ]::text[], null) as missing,
  v.variant_count, v.stock_total, v.price_now,
  coalesce(c.ids, '{}') as category_ids, coalesce(c.names, '{}') as category_names
  from products p2
  cross join lateral (
  select count(*)::int as variant_count, coalesce(sum(v.stock), 0)::int as stock_total, min(coalesce(v.special_price, v.price)) as price_now,
  min(v.price) as min_price, max(v.stock) as max_stock
  from product_variants v where v.product_id = p2.id
  ) v
  cross join lateral (
  select array_agg(pc.category_id order by pc.position, pc.category_id) as ids, array_agg(c.name order by pc.position, pc.category_id) as names
  from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p2.id
  ) c
  where true
  ) y
  ) x
  where p.id = x.id and (p.completeness, p.missing, p.variant_count, p.stock_total, p.price_now, p.category_ids, p.category_names)
  is distinct from (x.completeness, x.missing, x.variant_count, x.stock_total, x.price_now, x.category_ids, x.category_names);
