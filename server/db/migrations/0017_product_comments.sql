CREATE TABLE "product_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'Unpublished' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_comments_rating_ck" CHECK ("product_comments"."rating" between 1 and 5),
	CONSTRAINT "product_comments_text_ck" CHECK (char_length("product_comments"."text") <= 2000),
	CONSTRAINT "product_comments_status_ck" CHECK ("product_comments"."status" in ('Published', 'Unpublished'))
);
--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_comments_product_idx" ON "product_comments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_comments_customer_idx" ON "product_comments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "product_comments_status_idx" ON "product_comments" USING btree ("status");