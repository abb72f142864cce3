CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"address" text,
	"entity" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"outcome" text DEFAULT 'success' NOT NULL,
	"changes" jsonb,
	"reason" text,
	"detail" jsonb,
	CONSTRAINT "audit_log_outcome_ck" CHECK ("audit_log"."outcome" in ('success', 'failure', 'denied')),
	CONSTRAINT "audit_log_entity_ck" CHECK (length("audit_log"."entity") > 0)
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- The audit trail is append-only at the database: any UPDATE, DELETE or TRUNCATE statement on it fails,
-- even one that matches no rows (statement-level triggers), whatever code or console sends it.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
