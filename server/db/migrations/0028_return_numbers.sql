-- The next number of a prefix type (PREFIX_SETTINGS), taken in the caller's transaction: one atomic update, as
-- takeNumber in server/settings/prefix-numbers.ts does. Used as a column default, so every insert gets one.
CREATE OR REPLACE FUNCTION take_prefix_number(prefix_type text) RETURNS text LANGUAGE sql VOLATILE AS $$
  UPDATE prefix_settings SET next_number = next_number + 1 WHERE type = prefix_type RETURNING prefix || (next_number - 1)::text
$$;--> statement-breakpoint
-- Existing requests are numbered in the order they were made, then new ones as they come.
ALTER TABLE "returns" ADD COLUMN "return_no" text;--> statement-breakpoint
UPDATE "returns" SET "return_no" = numbered.no FROM (
  SELECT r.id, p.prefix || (p.next_number + row_number() OVER (ORDER BY r.id) - 1)::text AS no
  FROM "returns" r CROSS JOIN prefix_settings p WHERE p.type = 'returnOrder'
) AS numbered WHERE numbered.id = "returns".id;--> statement-breakpoint
UPDATE prefix_settings SET next_number = next_number + (SELECT count(*) FROM "returns") WHERE type = 'returnOrder';--> statement-breakpoint
ALTER TABLE "returns" ALTER COLUMN "return_no" SET DEFAULT take_prefix_number('returnOrder');--> statement-breakpoint
ALTER TABLE "returns" ALTER COLUMN "return_no" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "returns_return_no_idx" ON "returns" USING btree ("return_no");
