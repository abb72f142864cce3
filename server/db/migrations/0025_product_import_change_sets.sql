CREATE TABLE "product_import_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"identification_number" text NOT NULL,
	"product_id" integer,
	"action" text NOT NULL,
	"lines" integer[] NOT NULL,
	"included" boolean DEFAULT true NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input" jsonb,
	"seen_version" integer,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"before" jsonb,
	"applied_fingerprint" text,
	CONSTRAINT "product_import_items_action_ck" CHECK ("product_import_items"."action" in ('create', 'update', 'unchanged', 'invalid')),
	CONSTRAINT "product_import_items_outcome_ck" CHECK ("product_import_items"."outcome" in ('pending', 'applied', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"set_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "product_import_rows_set_id_line_pk" PRIMARY KEY("set_id","line")
);
--> statement-breakpoint
CREATE TABLE "product_import_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone,
	CONSTRAINT "product_import_sets_status_ck" CHECK ("product_import_sets"."status" in ('ready', 'applying', 'applied', 'rolledBack'))
);
--> statement-breakpoint
ALTER TABLE "product_import_items" ADD CONSTRAINT "product_import_items_set_id_product_import_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_import_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_set_id_product_import_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_import_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_items_set_idx" ON "product_import_items" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "product_import_items_outcome_idx" ON "product_import_items" USING btree ("set_id","outcome");--> statement-breakpoint
CREATE INDEX "product_import_rows_key_idx" ON "product_import_rows" USING btree ("set_id","key","line");--> statement-breakpoint
CREATE INDEX "product_import_sets_status_idx" ON "product_import_sets" USING btree ("status","created_at");