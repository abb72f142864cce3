CREATE TABLE "pick_list_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"order_ids" bigint[] NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"prices" boolean DEFAULT false NOT NULL,
	"pdf" "bytea",
	"error" text,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pick_list_jobs_status_ck" CHECK ("pick_list_jobs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "pick_list_jobs" ADD CONSTRAINT "pick_list_jobs_created_by_id_portal_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."portal_users"("id") ON DELETE set null ON UPDATE no action;