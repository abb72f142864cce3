ALTER TABLE "company" ADD COLUMN "logo_media_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "favicon_media_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_favicon_media_id_media_id_fk" FOREIGN KEY ("favicon_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;