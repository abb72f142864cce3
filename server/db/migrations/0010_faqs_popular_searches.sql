CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_status_ck" CHECK ("faqs"."status" in ('Active', 'Inactive')),
	CONSTRAINT "faqs_type_ck" CHECK ("faqs"."type" in ('General', 'Wallet'))
);
--> statement-breakpoint
CREATE TABLE "popular_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"term" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popular_searches_status_ck" CHECK ("popular_searches"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_question_lower_uq" ON "faqs" USING btree (lower("question"));--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "popular_searches_term_lower_uq" ON "popular_searches" USING btree (lower("term"));--> statement-breakpoint
CREATE INDEX "popular_searches_position_idx" ON "popular_searches" USING btree ("position","id");