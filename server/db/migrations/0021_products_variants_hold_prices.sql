ALTER TABLE "products" DROP CONSTRAINT "products_price_ck";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_ck";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_categories_id_fk";
--> statement-breakpoint
DROP INDEX "products_sku_uq";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "sku";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "category_id";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "special_price";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_quantity";