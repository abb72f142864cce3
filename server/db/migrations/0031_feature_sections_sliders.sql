CREATE TABLE "feature_section_categories" (
	"section_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "feature_section_categories_section_id_category_id_pk" PRIMARY KEY("section_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "feature_section_products" (
	"section_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "feature_section_products_section_id_product_id_pk" PRIMARY KEY("section_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "feature_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"style" text NOT NULL,
	"product_limit" integer DEFAULT 8 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_sections_status_ck" CHECK ("feature_sections"."status" in ('Active', 'Inactive')),
	CONSTRAINT "feature_sections_kind_ck" CHECK ("feature_sections"."kind" in ('Hand-picked products', 'Category', 'Categories', 'Newest', 'Best-selling', 'On sale')),
	CONSTRAINT "feature_sections_style_ck" CHECK ("feature_sections"."style" in ('Carousel', 'Grid', 'List')),
	CONSTRAINT "feature_sections_window_ck" CHECK ("feature_sections"."starts_at" is null or "feature_sections"."ends_at" is null or "feature_sections"."ends_at" > "feature_sections"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image_media_id" integer,
	"link_type" text NOT NULL,
	"link_product_id" integer,
	"link_category_id" integer,
	"link_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sliders_status_ck" CHECK ("sliders"."status" in ('Active', 'Inactive')),
	CONSTRAINT "sliders_link_type_ck" CHECK ("sliders"."link_type" in ('Category', 'Product', 'URL')),
	CONSTRAINT "sliders_window_ck" CHECK ("sliders"."starts_at" is null or "sliders"."ends_at" is null or "sliders"."ends_at" > "sliders"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "feature_section_categories" ADD CONSTRAINT "feature_section_categories_section_id_feature_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."feature_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_section_categories" ADD CONSTRAINT "feature_section_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_section_products" ADD CONSTRAINT "feature_section_products_section_id_feature_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."feature_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_section_products" ADD CONSTRAINT "feature_section_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_section_categories_category_idx" ON "feature_section_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "feature_section_products_product_idx" ON "feature_section_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_sections_name_lower_uq" ON "feature_sections" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "feature_sections_position_idx" ON "feature_sections" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "sliders_position_idx" ON "sliders" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "sliders_image_idx" ON "sliders" USING btree ("image_media_id");--> statement-breakpoint
CREATE INDEX "sliders_link_product_idx" ON "sliders" USING btree ("link_product_id");--> statement-breakpoint
CREATE INDEX "sliders_link_category_idx" ON "sliders" USING btree ("link_category_id");