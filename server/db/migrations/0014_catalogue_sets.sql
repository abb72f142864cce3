CREATE TABLE "attribute_set_members" (
	"attribute_set_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "attribute_set_members_attribute_set_id_attribute_id_pk" PRIMARY KEY("attribute_set_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_sets_status_ck" CHECK ("attribute_sets"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_values_ck" CHECK (cardinality("attributes"."values") >= 1),
	CONSTRAINT "attributes_status_ck" CHECK ("attributes"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"measurements" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"image_media_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_charts_grid_ck" CHECK (cardinality("size_charts"."measurements") >= 1 and jsonb_typeof("size_charts"."rows") = 'array' and jsonb_array_length("size_charts"."rows") >= 1),
	CONSTRAINT "size_charts_status_ck" CHECK ("size_charts"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "specification_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"keys" text[] NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specification_sets_keys_ck" CHECK (cardinality("specification_sets"."keys") >= 1),
	CONSTRAINT "specification_sets_status_ck" CHECK ("specification_sets"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attribute_set_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specification_set_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart_id" integer;--> statement-breakpoint
ALTER TABLE "attribute_set_members" ADD CONSTRAINT "attribute_set_members_attribute_set_id_attribute_sets_id_fk" FOREIGN KEY ("attribute_set_id") REFERENCES "public"."attribute_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_set_members" ADD CONSTRAINT "attribute_set_members_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_set_members_attribute_idx" ON "attribute_set_members" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_sets_name_lower_uq" ON "attribute_sets" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name_lower_uq" ON "attributes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_name_lower_uq" ON "size_charts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "specification_sets_name_lower_uq" ON "specification_sets" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attribute_set_id_attribute_sets_id_fk" FOREIGN KEY ("attribute_set_id") REFERENCES "public"."attribute_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_specification_set_id_specification_sets_id_fk" FOREIGN KEY ("specification_set_id") REFERENCES "public"."specification_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_chart_id_size_charts_id_fk" FOREIGN KEY ("size_chart_id") REFERENCES "public"."size_charts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_attribute_set_idx" ON "products" USING btree ("attribute_set_id");--> statement-breakpoint
CREATE INDEX "products_specification_set_idx" ON "products" USING btree ("specification_set_id");--> statement-breakpoint
CREATE INDEX "products_size_chart_idx" ON "products" USING btree ("size_chart_id");