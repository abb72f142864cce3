-- Exact status counts kept in the same transaction as every change (statement-level triggers over
-- transition tables: one aggregate per statement, so bulk inserts stay fast). Each connection writes its
-- own shard (pg_backend_pid() % 16) so concurrent changes do not queue on one row; rows are touched in
-- status order so two transactions never lock the same shard's rows in opposite orders.
CREATE FUNCTION count_status_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entity text := TG_ARGV[0];
  v_shard smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  -- Static statements keep cached plans; plpgsql plans a branch only when it runs, so `kind` is only
  -- read on returns (TG_ARGV[0] = '@kind': the entity is the row's kind, return or exchange).
  IF v_entity = '@kind' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO status_counts AS c (entity, status, shard, count)
      SELECT e, status, v_shard, sum(d) FROM (SELECT kind AS e, status, 1 AS d FROM new_rows) s
      GROUP BY e, status HAVING sum(d) <> 0 ORDER BY e, status
      ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO status_counts AS c (entity, status, shard, count)
      SELECT e, status, v_shard, sum(d) FROM (SELECT kind AS e, status, -1 AS d FROM old_rows) s
      GROUP BY e, status HAVING sum(d) <> 0 ORDER BY e, status
      ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO status_counts AS c (entity, status, shard, count)
      SELECT e, status, v_shard, sum(d) FROM (SELECT kind AS e, status, -1 AS d FROM old_rows UNION ALL SELECT kind, status, 1 FROM new_rows) s
      GROUP BY e, status HAVING sum(d) <> 0 ORDER BY e, status
      ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      INSERT INTO status_counts AS c (entity, status, shard, count)
      SELECT e, status, v_shard, sum(d) FROM (SELECT v_entity AS e, status, 1 AS d FROM new_rows) s
      GROUP BY e, status HAVING sum(d) <> 0 ORDER BY e, status
      ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO status_counts AS c (entity, status, shard, count)
      SELECT e, status, v_shard, sum(d) FROM (SELECT v_entity AS e, status, -1 AS d FROM old_rows) s
      GROUP BY e, status HAVING sum(d) <> 0 ORDER BY e, status
      ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO status_counts AS c (entity, status, shard, count)
      SELECT e, status, v_shard, sum(d) FROM (SELECT v_entity AS e, status, -1 AS d FROM old_rows UNION ALL SELECT v_entity, status, 1 FROM new_rows) s
      GROUP BY e, status HAVING sum(d) <> 0 ORDER BY e, status
      ON CONFLICT (entity, status, shard) DO UPDATE SET count = c.count + excluded.count;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION clear_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = '@kind' THEN DELETE FROM status_counts WHERE entity IN ('return', 'exchange');
  ELSE DELETE FROM status_counts WHERE entity = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('order');
--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('order');
--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('order');
--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION clear_status_counts('order');
--> statement-breakpoint
CREATE TRIGGER payments_count_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('payment');
--> statement-breakpoint
CREATE TRIGGER payments_count_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('payment');
--> statement-breakpoint
CREATE TRIGGER payments_count_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('payment');
--> statement-breakpoint
CREATE TRIGGER payments_count_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION clear_status_counts('payment');
--> statement-breakpoint
CREATE TRIGGER returns_count_insert AFTER INSERT ON returns REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('@kind');
--> statement-breakpoint
CREATE TRIGGER returns_count_update AFTER UPDATE ON returns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('@kind');
--> statement-breakpoint
CREATE TRIGGER returns_count_delete AFTER DELETE ON returns REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_status_changes('@kind');
--> statement-breakpoint
CREATE TRIGGER returns_count_truncate AFTER TRUNCATE ON returns FOR EACH STATEMENT EXECUTE FUNCTION clear_status_counts('@kind');
--> statement-breakpoint
-- Counts of the rows already there.
INSERT INTO status_counts (entity, status, shard, count) SELECT 'order', status, 0, count(*) FROM orders GROUP BY status;
--> statement-breakpoint
INSERT INTO status_counts (entity, status, shard, count) SELECT 'payment', status, 0, count(*) FROM payments GROUP BY status;
--> statement-breakpoint
INSERT INTO status_counts (entity, status, shard, count) SELECT kind, status, 0, count(*) FROM returns GROUP BY kind, status;
--> statement-breakpoint
-- A return asks back the order's total unless it says otherwise.
UPDATE returns r SET amount = o.total FROM orders o WHERE o.id = r.order_id AND r.amount = 0;
--> statement-breakpoint
-- Balances that predate the ledger get an opening transaction, so balance = sum of transactions holds.
INSERT INTO wallet_transactions (transaction_id, customer_id, type, amount, balance_after, reason, initiated_by, created_at)
SELECT 'WT' || nextval('wallet_transaction_seq'), id, 'credited', wallet_balance, wallet_balance, 'Opening balance', 'System', created_at
FROM customers WHERE wallet_balance > 0 ORDER BY id;
--> statement-breakpoint
INSERT INTO prefix_settings (type, prefix) VALUES
  ('order', 'ORD'), ('product', 'PRD'), ('sku', 'SKU'), ('returnOrder', 'RET'), ('refundDetails', 'RFD'), ('invoice', 'INV'), ('awb', 'AWB');
--> statement-breakpoint
INSERT INTO shop_settings (key, value) VALUES ('deliveryPartner', '"self"');
