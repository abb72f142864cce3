ALTER TABLE "customers" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "area" text;