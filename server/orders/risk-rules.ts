/**
 * Risk rules (issue 45 §2): the Master Admin's limits that send an arriving storefront order to the Review queue. Kept
 * as a versioned `shop_settings` section (all off until saved); checked inside the placing transaction, so the order
 * is written already on hold ("Risk review") with the rules it tripped named.
 */
import { sql } from 'drizzle-orm';
import { RISK_RULE_LABELS, RISK_RULES_OFF, type RiskRulesValues } from '../../contract/orders/order-holds';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { readSection } from '../settings/simple-sections';

export const RISK_RULES = { key: 'riskRules', defaults: RISK_RULES_OFF };
/** Who the timeline names for a hold the rules put. */
export const RISK_RULES_ACTOR = 'Risk rules';

/** The order as the rules see it. */
export interface ArrivingOrder {
  customerId: number;
  /** The e-mail and phones it came with (the customer's, the ship-to's). */
  email: string | null;
  phones: readonly string[];
  total: number;
  paymentMethod: string;
  pincode: string;
  quantities: readonly number[];
}

/** The labels of the rules the order trips (none: it goes ahead as usual). */
export async function trippedRiskRules(db: Db, order: ArrivingOrder): Promise<string[]> {
  const rules: RiskRulesValues = await readSection(db, RISK_RULES);
  const tripped: string[] = [];
  const { codAbove, orderAbove, unitsPerLineAbove, firstOrderAbove, ordersPerContactPerDay } = rules;
  if (codAbove !== null && order.paymentMethod === 'COD' && order.total > codAbove)
    tripped.push(RISK_RULE_LABELS.codAbove(codAbove));
  if (orderAbove !== null && order.total > orderAbove) tripped.push(RISK_RULE_LABELS.orderAbove(orderAbove));
  if (unitsPerLineAbove !== null && order.quantities.some((q) => q > unitsPerLineAbove))
    tripped.push(RISK_RULE_LABELS.unitsPerLineAbove(unitsPerLineAbove));
  if (rules.blockedPincodes.includes(order.pincode)) tripped.push(RISK_RULE_LABELS.blockedPincodes(order.pincode));
  const needsHistory = (firstOrderAbove !== null && order.total > firstOrderAbove) || ordersPerContactPerDay !== null;
  if (!needsHistory) return tripped;
  const [history] = await queryRows<{ earlier: boolean; today: number }>(
    db,
    sql`select exists (select 1 from orders where customer_id = ${order.customerId}) as earlier,
      (select count(*)::int from orders o join customers c on c.id = o.customer_id
        where (c.email = ${order.email} or c.phone = any(${sql.param([...order.phones])}::text[]))
          and o.created_at > now() - interval '24 hours') as today`,
  );
  if (firstOrderAbove !== null && order.total > firstOrderAbove && !history.earlier)
    tripped.push(RISK_RULE_LABELS.firstOrderAbove(firstOrderAbove));
  // The arriving order is not written yet: it is the one more.
  if (ordersPerContactPerDay !== null && history.today + 1 > ordersPerContactPerDay)
    tripped.push(RISK_RULE_LABELS.ordersPerContactPerDay(ordersPerContactPerDay));
  return tripped;
}
