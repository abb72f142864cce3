-- Numbers continue where the sequences they replace stopped, so no AWB or refund reference is handed out twice.
ALTER TABLE "prefix_settings" ADD COLUMN "next_number" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE prefix_settings SET next_number = (SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM awb_number_seq) WHERE type = 'awb';--> statement-breakpoint
UPDATE prefix_settings SET next_number = (SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM refund_number_seq) WHERE type = 'refundDetails';--> statement-breakpoint
ALTER TABLE "prefix_settings" ADD CONSTRAINT "prefix_settings_next_number_ck" CHECK ("prefix_settings"."next_number" between 1 and 999999999999);--> statement-breakpoint
DROP SEQUENCE "public"."refund_number_seq";--> statement-breakpoint
DROP SEQUENCE "public"."awb_number_seq";