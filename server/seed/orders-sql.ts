/**
 * Set-based SQL that generates orders, their items, payments and returns for an id range, all at once.
 * Every choice is a deterministic hash of the order number (`hashint8extended`, stable across PostgreSQL
 * versions because hash partitioning depends on it), so the same inputs give the same data on PGlite and PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';

/** A non-negative 31-bit hash of an SQL expression with a salt. */
const h = (expr: string, salt: number) => `(hashint8extended((${expr})::bigint, ${salt}) & 2147483647)`;
/** A uniform number in [0, 1) from the hash. */
const u = (expr: string, salt: number) => `(${h(expr, salt)}::float8 / 2147483648.0)`;
const raw = (text: string) => sql.raw(text);

/** When orders happen: `regular` orders spread from 90 days ago to today's start, the rest during today. */
export interface OrderTimeline {
  regular: number;
  startEpoch: number;
  regularStep: number;
  todayStartEpoch: number;
  todayStep: number;
  nowEpoch: number;
}

const CANCELLED = `('Cancel by Customer', 'Cancel by Company')`;

/** Status by age: fresh orders are pending or new, older ones shipped, most delivered; some are cancelled. */
const STATUS_BY_AGE = `CASE
  WHEN age_days < 1 THEN CASE WHEN u_status < 0.22 THEN 'Pending' WHEN u_status < 0.55 THEN 'New Order'
    WHEN u_status < 0.85 THEN 'Processing' WHEN u_status < 0.95 THEN 'Cancel by Customer' ELSE 'Cancel by Company' END
  WHEN age_days < 4 THEN CASE WHEN u_status < 0.05 THEN 'New Order' WHEN u_status < 0.35 THEN 'Processing'
    WHEN u_status < 0.88 THEN 'Shipped' WHEN u_status < 0.96 THEN 'Cancel by Customer' ELSE 'Cancel by Company' END
  WHEN age_days < 10 THEN CASE WHEN u_status < 0.40 THEN 'Shipped' WHEN u_status < 0.91 THEN 'Delivered'
    WHEN u_status < 0.97 THEN 'Cancel by Customer' ELSE 'Cancel by Company' END
  ELSE CASE WHEN u_status < 0.005 THEN 'Shipped' WHEN u_status < 0.92 THEN 'Delivered'
    WHEN u_status < 0.97 THEN 'Cancel by Customer' ELSE 'Cancel by Company' END
END`;

const METHOD = `CASE WHEN u_method < 0.45 THEN 'UPI' WHEN u_method < 0.65 THEN 'Card' WHEN u_method < 0.75 THEN 'NetBanking'
  WHEN u_method < 0.95 THEN 'COD' ELSE 'Wallet' END`;

/**
 * Payment follows the order: a pending order paid online has mostly paid (waiting to be accepted), some still
 * pay or failed (the lifecycle holds those); COD pays on delivery; cancelled COD never got paid.
 */
const PAYMENT_STATUS = `CASE
  WHEN status = 'Pending' AND method = 'COD' THEN 'in-progress'
  WHEN status = 'Pending' THEN CASE WHEN u_pay < 0.6 THEN 'success' WHEN u_pay < 0.85 THEN 'in-progress' ELSE 'failed' END
  WHEN status IN ${CANCELLED} THEN CASE WHEN method = 'COD' THEN 'failed' ELSE 'success' END
  WHEN method = 'COD' AND status <> 'Delivered' THEN 'in-progress'
  ELSE 'success' END`;

/** Variants numbered 1..n (rn) so a hash can pick one; unit price is the special price when there is one. */
const PRODUCTS_CTE = `prod AS (SELECT row_number() OVER (ORDER BY v.id)::int AS rn, p.id, v.id AS variant_id, p.name, v.sku, coalesce(v.special_price, v.price) AS unit_price FROM product_variants v JOIN products p ON p.id = v.product_id),
  pc AS (SELECT count(*)::int AS n FROM product_variants)`;
/** The k-th item's product and quantity of order `o` (shared by the totals and the item rows, so they agree). */
const itemProduct = (seed: string) => `1 + (${seed} + k * 37) % pc.n`;
const itemQuantity = (order: string) => `1 + ${h(`${order} * 8 + k`, 9)} % 3`;

/** INSERT of orders `from..to` (ids equal order numbers) with totals equal to their items. */
export function insertOrdersSql(from: number, to: number, t: OrderTimeline): SQL {
  return sql`WITH ${raw(PRODUCTS_CTE)},
  -- An array lookup per item instead of a join per order keeps this linear in the number of orders.
  price_list AS (SELECT array_agg(unit_price ORDER BY rn) AS prices FROM prod),
  cust AS (SELECT row_number() OVER (ORDER BY id)::int AS rn, id FROM customers),
  cc AS (SELECT count(*)::int AS n FROM customers),
  base AS (
    SELECT g, to_timestamp(CASE WHEN g <= ${t.regular}::bigint
        THEN ${t.startEpoch}::float8 + ((g - 1) + ${raw(u('g', 1))}) * ${t.regularStep}::float8
        ELSE ${t.todayStartEpoch}::float8 + ((g - ${t.regular}::bigint - 1) + ${raw(u('g', 1))}) * ${t.todayStep}::float8 END) AS created_at,
      1 + ${raw(h('g', 3))} % 4 AS n_items, ${raw(u('g', 2))} AS u_status, ${raw(u('g', 4))} AS u_method,
      ${raw(u('g', 5))} AS u_pay, 1 + ${raw(h('g', 6))} % cc.n AS cust_rn, ${raw(h('g', 7))} AS prod_seed
    FROM generate_series(${from}::bigint, ${to}::bigint) AS g CROSS JOIN cc),
  aged AS (SELECT b.*, (${t.nowEpoch}::float8 - extract(epoch FROM b.created_at)::float8) / 86400.0 AS age_days, ${raw(METHOD)} AS method FROM base b),
  decided AS (SELECT a.*, ${raw(STATUS_BY_AGE)} AS status FROM aged a),
  paid AS (SELECT d.*, ${raw(PAYMENT_STATUS)} AS payment_status FROM decided d)
  INSERT INTO orders (id, order_no, customer_id, status, payment_status, payment_method, item_count, total, created_at, updated_at)
  SELECT p.g, 'ORD' || lpad(p.g::text, 8, '0'), c.id, p.status, p.payment_status, p.method, p.n_items, t.total, p.created_at, p.created_at
  FROM paid p JOIN cust c ON c.rn = p.cust_rn CROSS JOIN pc CROSS JOIN price_list pa
  CROSS JOIN LATERAL (
    SELECT sum(pa.prices[${raw(itemProduct('p.prod_seed'))}] * (${raw(itemQuantity('p.g'))}))::numeric(12,2) AS total
    FROM generate_series(1, p.n_items) AS k
  ) t`;
}

/** INSERT of the items of orders `from..to`, the same products and quantities the totals used. */
export function insertOrderItemsSql(from: number, to: number): SQL {
  return sql`WITH ${raw(PRODUCTS_CTE)}
  INSERT INTO order_items (order_id, product_id, variant_id, product_name, sku, quantity, unit_price, line_total)
  SELECT o.id, pr.id, pr.variant_id, pr.name, pr.sku, q.quantity, pr.unit_price, pr.unit_price * q.quantity
  FROM orders o CROSS JOIN pc
  CROSS JOIN LATERAL generate_series(1, o.item_count) AS k
  CROSS JOIN LATERAL (SELECT ${raw(itemQuantity('o.id'))} AS quantity) q
  JOIN prod pr ON pr.rn = ${raw(itemProduct(h('o.id', 7)))}
  WHERE o.id BETWEEN ${from}::bigint AND ${to}::bigint`;
}

/** INSERT of one payment per order `from..to`, mirroring the order's method, status and total. */
export function insertPaymentsSql(from: number, to: number): SQL {
  return sql`INSERT INTO payments (order_id, status, method, amount, transaction_ref, created_at, updated_at)
  SELECT o.id, o.payment_status, o.payment_method, o.total,
    'TXN' || upper(to_hex(${raw(h('o.id', 10))})) || lpad(o.id::text, 8, '0'),
    o.created_at + interval '2 minutes', o.created_at + interval '2 minutes'
  FROM orders o WHERE o.id BETWEEN ${from}::bigint AND ${to}::bigint`;
}

const RETURN_REASONS = `ARRAY['Size does not fit', 'Damaged on arrival', 'Not as described', 'Wrong item delivered', 'Quality not as expected', 'Changed my mind']`;
const EXCHANGE_REASONS = `ARRAY['Need a different size', 'Need a different colour', 'Defective piece', 'Wrong size delivered']`;
const REJECTION_REASONS = `ARRAY['Product used or washed', 'Return window closed', 'Tags or packaging missing']`;
const RETURN_STATUS = `CASE WHEN us < 0.30 THEN 'requested' WHEN us < 0.50 THEN 'approved' WHEN us < 0.62 THEN 'rejected'
  WHEN us < 0.70 THEN 'cancelled' WHEN us < 0.82 THEN 'received' ELSE 'refunded' END`;

/** INSERT of returns (about 4%) and exchanges (about 2%) for delivered orders `from..to`. */
export function insertReturnsSql(from: number, to: number, nowEpoch: number): SQL {
  return sql`WITH picked AS (
    SELECT o.id, o.created_at, ${raw(u('o.id', 11))} AS ur, ${raw(u('o.id', 12))} AS us, ${raw(h('o.id', 13))} AS hr
    FROM orders o WHERE o.id BETWEEN ${from}::bigint AND ${to}::bigint AND o.status = 'Delivered'),
  chosen AS (SELECT p.*, CASE WHEN ur < 0.04 THEN 'return' ELSE 'exchange' END AS kind, ${raw(RETURN_STATUS)} AS status
    FROM picked p WHERE ur < 0.06)
  INSERT INTO returns (order_id, kind, status, reason, rejection_reason, created_at, updated_at)
  SELECT c.id, c.kind, c.status,
    CASE WHEN c.kind = 'return' THEN (${raw(RETURN_REASONS)})[1 + c.hr % 6] ELSE (${raw(EXCHANGE_REASONS)})[1 + c.hr % 4] END,
    CASE WHEN c.status = 'rejected' THEN (${raw(REJECTION_REASONS)})[1 + c.hr % 3] END,
    least(to_timestamp(${nowEpoch}::float8), c.created_at + interval '5 days' + (c.hr % 100) * interval '1 hour'),
    least(to_timestamp(${nowEpoch}::float8), c.created_at + interval '5 days' + (c.hr % 100) * interval '1 hour')
  FROM chosen c`;
}
