CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"cover_media_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"state" text DEFAULT 'Draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_state_ck" CHECK ("blog_posts"."state" in ('Draft', 'Published'))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_lower_uq" ON "blog_posts" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "blog_posts_cover_media_idx" ON "blog_posts" USING btree ("cover_media_id");--> statement-breakpoint
CREATE INDEX "blog_posts_created_id_idx" ON "blog_posts" USING btree ("created_at","id");