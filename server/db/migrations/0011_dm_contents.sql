CREATE TABLE "dm_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dm_contents_status_ck" CHECK ("dm_contents"."status" in ('Active', 'Inactive')),
	CONSTRAINT "dm_contents_channel_ck" CHECK ("dm_contents"."channel" in ('Email', 'SMS', 'WhatsApp')),
	CONSTRAINT "dm_contents_body_length_ck" CHECK (char_length("dm_contents"."body") <= 20000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dm_contents_name_lower_uq" ON "dm_contents" USING btree (lower("name"));