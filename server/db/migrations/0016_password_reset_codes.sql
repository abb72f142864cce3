CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"reset_token_hash" text,
	"reset_token_expires_at" timestamp with time zone,
	"reset_token_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_portal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_codes_account_uq" ON "password_reset_codes" USING btree ("account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_codes_token_uq" ON "password_reset_codes" USING btree ("reset_token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_codes_expires_idx" ON "password_reset_codes" USING btree ("expires_at");