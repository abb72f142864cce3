ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_rules" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_by" text;--> statement-breakpoint
CREATE INDEX "orders_held_idx" ON "orders" USING btree ("hold_reason","created_at","id") WHERE "orders"."hold_reason" is not null;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_ck" CHECK ("order_events"."kind" in ('created', 'action', 'note', 'hold', 'release'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_reason_ck" CHECK ("orders"."hold_reason" in ('Awaiting payment', 'Address check', 'Suspected fraud', 'Customer request', 'Stock issue', 'Other', 'Risk review'));--> statement-breakpoint
-- Held orders are counted per reason (entity 'order-hold') by row-level triggers that fire only when an order's hold
-- changes, so the On hold and Review tabs read their counts without a scan and an action pays nothing for them.
CREATE FUNCTION count_order_hold_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_shard smallint := (pg_backend_pid() % 16)::smallint;
  v_old text;
  v_new text;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := OLD.hold_reason; END IF;
  IF TG_OP <> 'DELETE' THEN v_new := NEW.hold_reason; END IF;
  -- Rows are touched in reason order, so two transactions of one shard never lock them in opposite orders.
  INSERT INTO status_counts AS c (entity, status, shard, count)
  SELECT 'order-hold', s, v_shard, d FROM (VALUES (v_old, -1), (v_new, 1)) AS v(s, d) WHERE s IS NOT NULL ORDER BY s
  ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_count_hold_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.hold_reason IS NOT NULL) EXECUTE FUNCTION count_order_hold_change();
--> statement-breakpoint
CREATE TRIGGER orders_count_hold_update AFTER UPDATE OF hold_reason ON orders FOR EACH ROW
  WHEN (OLD.hold_reason IS DISTINCT FROM NEW.hold_reason) EXECUTE FUNCTION count_order_hold_change();
--> statement-breakpoint
CREATE TRIGGER orders_count_hold_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.hold_reason IS NOT NULL) EXECUTE FUNCTION count_order_hold_change();
--> statement-breakpoint
CREATE TRIGGER orders_count_hold_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION clear_status_counts('order-hold');
