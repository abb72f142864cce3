-- Status changes are counted by row-level triggers that fire only when the status really changes (the
-- WHEN clause is checked without calling any function): an order action pays for one small upsert, and
-- updates that leave the status alone (courier, pickup, label, totals) pay nothing. Inserts, deletes and
-- truncates keep their statement-level triggers, so a bulk insert is still one aggregate per statement.
CREATE FUNCTION count_row_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_shard smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  -- Rows are touched in status order, so two transactions of one shard never lock them in opposite orders.
  INSERT INTO status_counts AS c (entity, status, shard, count)
  SELECT TG_ARGV[0], s, v_shard, d FROM (VALUES (OLD.status, -1), (NEW.status, 1)) AS v(s, d) ORDER BY s
  ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION count_return_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_shard smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  INSERT INTO status_counts AS c (entity, status, shard, count)
  SELECT e, s, v_shard, d FROM (VALUES (OLD.kind, OLD.status, -1), (NEW.kind, NEW.status, 1)) AS v(e, s, d) ORDER BY e, s
  ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER orders_count_update ON orders;
--> statement-breakpoint
DROP TRIGGER payments_count_update ON payments;
--> statement-breakpoint
DROP TRIGGER returns_count_update ON returns;
--> statement-breakpoint
CREATE TRIGGER orders_count_status AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION count_row_status_change('order');
--> statement-breakpoint
CREATE TRIGGER payments_count_status AFTER UPDATE OF status ON payments FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION count_row_status_change('payment');
--> statement-breakpoint
CREATE TRIGGER returns_count_status AFTER UPDATE OF status, kind ON returns FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.kind IS DISTINCT FROM NEW.kind) EXECUTE FUNCTION count_return_status_change();
