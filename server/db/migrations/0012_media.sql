CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"content_hash" text NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"webp_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_content_hash_ck" CHECK ("media"."content_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_content_type_ck" CHECK ("media"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')),
	CONSTRAINT "media_size_ck" CHECK ("media"."size" > 0 and "media"."size" <= 2097152),
	CONSTRAINT "media_dimensions_ck" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");