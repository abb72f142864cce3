CREATE TABLE "robot_text_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"saved_by_id" integer,
	"saved_by_name" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robot_text_versions_version_positive" CHECK ("robot_text_versions"."version" >= 1)
);
