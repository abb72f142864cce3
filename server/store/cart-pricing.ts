/**
 * What a cart costs, computed on the server only (issue 43 §2): each variant at its price now (the flash-sale functions of
 * Preview at), the product's quantity rules, stock, deliverability to the pincode and the delivery charge there, tax
 * included or added, the enabled payment methods and COD, and a promo code under its rules. Money is counted in paise.
 * Refusals come back as field errors in the shop's words: 400 for the cart, 409 for stock (it moves meanwhile).
 */
import { sql } from 'drizzle-orm';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import { shopDayOf } from '../../contract/platform/shop-time';
import { STORE_ORDER_MESSAGES as M, type StoreCart, type StoreQuote } from '../../contract/store/store-orders';
import { salesOf, variantPriceNamed } from '../content/storefront-preview';
import type { Db } from '../db/client';
import { readAtOnce } from '../db/prepared';
import { queryRows } from '../db/transaction';
import { HttpError } from '../platform/http/http-errors';
import { enabledPaymentMethods } from '../settings/simple-sections';

/** A variant of the cart with its product's rules, as one query reads them. */
interface CartVariant {
  id: number;
  product_id: number;
  sku: string;
  price: string;
  special_price: string | null;
  stock: number;
  name: string;
  status: string;
  cod: boolean;
  deliverable_type: string;
  deliverable_zip_codes: string[];
  tax_included: boolean;
  tax_rate: string | null;
  min_quantity: number;
  max_quantity: number;
  quantity_step_size: number;
  total_allowed_quantity: number;
}

export interface PromoRow {
  id: number;
  name: string;
  status: string;
  start_date: string;
  end_date: string;
  reusable: boolean;
  number_of_users: number;
  used_count: number;
  minimum_order_amount: string;
  maximum_order_amount: string;
  minimum_purchase_amount: string;
  discount_type: string;
  discount: string;
  max_discount: string;
  cashback: boolean;
}

const paise = (rupees: string | number) => Math.round(Number(rupees) * 100);
const rupees = (p: number) => p / 100;
const inr = (p: number) => `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** Refusals gathered over a cart, thrown together (the storefront shows each beside its line): the cart's first (400), stock alone 409. */
class Refusals {
  readonly cart: ApiErrorItem[] = [];
  readonly stock: ApiErrorItem[] = [];
  add(field: string, message: string) {
    this.cart.push({ field, message });
  }
  addStock(field: string, message: string) {
    this.stock.push({ field, message });
  }
  throwAny() {
    if (this.cart.length) throw new HttpError(400, this.cart);
    if (this.stock.length) throw new HttpError(409, this.stock);
  }
}

async function cartVariants(db: Db, ids: number[]): Promise<Map<number, CartVariant>> {
  const rows = await queryRows<CartVariant>(
    db,
    sql`select v.id, v.product_id, v.sku, v.price, v.special_price, v.stock, p.name, p.status, p.cod,
      p.deliverable_type, p.deliverable_zip_codes, p.tax_included, t.percentage as tax_rate,
      p.min_quantity, p.max_quantity, p.quantity_step_size, p.total_allowed_quantity
    from product_variants v join products p on p.id = v.product_id
    left join taxes t on t.id = p.tax_id and t.status = 'Active'
    where v.id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Units of each product the customer has on orders not cancelled: the "total allowed" rule counts them. */
async function orderedBefore(db: Db, customerId: number | null, productIds: number[]): Promise<Map<number, number>> {
  if (customerId === null) return new Map();
  const rows = await queryRows<{ product_id: number; units: string }>(
    db,
    sql`select i.product_id, sum(i.quantity) as units from order_items i join orders o on o.id = i.order_id
    where o.customer_id = ${customerId} and o.status not in ('Cancel by Customer', 'Cancel by Company')
      and i.product_id = any(${sql.param(productIds)}::int[])
    group by i.product_id`,
  );
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}

async function deliveryTo(db: Db, pincode: string) {
  const [row] = await queryRows<{ delivery_charge: string; free_delivery_amount: string }>(
    db,
    sql`select delivery_charge, free_delivery_amount from delivery_locations
    where lower(zip_code) = lower(${pincode}) and status = 'Active'`,
  );
  return row;
}

/** The promo code of this name (any case), or undefined. */
export async function promoNamed(db: Db, name: string, lock = false): Promise<PromoRow | undefined> {
  const [row] = await queryRows<PromoRow>(
    db,
    sql`select id, name, status, start_date::text, end_date::text, reusable, number_of_users, used_count,
      minimum_order_amount, maximum_order_amount, minimum_purchase_amount, discount_type, discount, max_discount, cashback
    from promo_codes where lower(name) = lower(${name}) ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** Whether the customer used the code before (on an order not cancelled). */
export async function usedBefore(db: Db, promoId: number, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from promo_code_uses u join orders o on o.id = u.order_id
    where u.promo_code_id = ${promoId} and u.customer_id = ${customerId}
      and o.status not in ('Cancel by Customer', 'Cancel by Company') limit 1`,
  );
  return rows.length > 0;
}

/** The code's discount (or cashback) in paise on a subtotal, or the refusal in words. */
export function promoDiscount(
  promo: PromoRow,
  subtotal: number,
  payableBefore: number,
  at: Date,
  used: boolean,
): { amount: number; cashback: boolean } | { refusal: string } {
  const day = shopDayOf(at);
  if (promo.status !== 'Active') return { refusal: M.promoInvalid };
  if (day < promo.start_date) return { refusal: M.promoNotStarted(promo.start_date) };
  if (day > promo.end_date) return { refusal: M.promoExpired };
  if (used && !promo.reusable) return { refusal: M.promoAlreadyUsed };
  if (!used && promo.number_of_users > 0 && promo.used_count >= promo.number_of_users)
    return { refusal: M.promoUsedUp };
  if (subtotal < paise(promo.minimum_order_amount))
    return { refusal: M.promoMinimum(inr(paise(promo.minimum_order_amount))) };
  const maximum = paise(promo.maximum_order_amount);
  if (maximum > 0 && subtotal > maximum) return { refusal: M.promoMaximum(inr(maximum)) };
  const cap = paise(promo.max_discount);
  const raw =
    promo.discount_type === 'Percentage'
      ? Math.round((subtotal * Number(promo.discount)) / 100)
      : Math.min(paise(promo.discount), subtotal);
  const amount = cap > 0 ? Math.min(raw, cap) : raw;
  const minimumPurchase = paise(promo.minimum_purchase_amount);
  if (!promo.cashback && payableBefore - amount < minimumPurchase)
    return { refusal: M.promoMinimumPurchase(inr(minimumPurchase)) };
  return { amount, cashback: promo.cashback };
}

/**
 * Prices `cart` at `at` for `customerId` (null: not known yet, so the per-customer rules wait for the order). Throws the
 * refusals; the quote otherwise. `checkStock` is off inside an order's transaction, which checks stock under its locks.
 */
export async function priceCart(
  db: Db,
  cart: StoreCart,
  customerId: number | null,
  at: Date,
  { checkStock = true } = {},
): Promise<StoreQuote & { promoCodeId: number | null }> {
  const refusals = new Refusals();
  const variants = await cartVariants(
    db,
    cart.lines.map((l) => l.variantId),
  );
  const productIds = [...new Set([...variants.values()].map((v) => v.product_id))];
  // Inside an order's transaction these share its one connection, which runs one statement at a time.
  const [sales, before, delivery, methods] = await readAtOnce(db, [
    () => salesOf(db, productIds),
    () => orderedBefore(db, customerId, productIds),
    () => deliveryTo(db, cart.shipTo.pincode),
    () => enabledPaymentMethods(db),
  ]);
  const pincode = cart.shipTo.pincode;
  if (!delivery) refusals.add('shipTo.pincode', M.notDeliverable(pincode));
  const perProduct = new Map<number, number>();
  const lines: StoreQuote['lines'] = [];
  let codAvailable = true;
  let [subtotal, taxAdded, tax] = [0, 0, 0];
  cart.lines.forEach((line, i) => {
    const v = variants.get(line.variantId);
    if (!v || v.status !== 'Active') return refusals.add(`lines.${i}.variantId`, M.notForSale);
    const field = `lines.${i}.quantity`;
    const q = line.quantity;
    if (q < v.min_quantity) refusals.add(field, M.quantityMin(v.name, v.min_quantity));
    else if (q > v.max_quantity) refusals.add(field, M.quantityMax(v.name, v.max_quantity));
    else if (q % v.quantity_step_size !== 0) refusals.add(field, M.quantityStep(v.name, v.quantity_step_size));
    else if (checkStock && q > v.stock) refusals.addStock(field, M.outOfStock(v.name, Math.max(0, v.stock)));
    perProduct.set(v.product_id, (perProduct.get(v.product_id) ?? 0) + q);
    if (
      v.deliverable_type === 'none' ||
      (v.deliverable_type === 'specific' && !v.deliverable_zip_codes.includes(pincode))
    )
      refusals.add(`lines.${i}.variantId`, M.productNotDeliverable(v.name, pincode));
    codAvailable &&= v.cod;
    const { priceAt, sale } = variantPriceNamed(
      { id: v.id, price: Number(v.price), specialPrice: v.special_price === null ? null : Number(v.special_price) },
      sales,
      at,
    );
    const lineTotal = paise(priceAt) * q;
    const rate = Number(v.tax_rate ?? 0);
    const lineTax = v.tax_included
      ? Math.round((lineTotal * rate) / (100 + rate))
      : Math.round((lineTotal * rate) / 100);
    subtotal += lineTotal;
    tax += lineTax;
    if (!v.tax_included) taxAdded += lineTax;
    lines.push({
      variantId: v.id,
      productId: v.product_id,
      sku: v.sku,
      name: v.name,
      quantity: q,
      listPrice: Number(v.price),
      unitPrice: priceAt,
      sale,
      lineTotal: rupees(lineTotal),
      tax: rupees(lineTax),
      taxIncluded: v.tax_included,
    });
  });
  for (const [productId, units] of perProduct) {
    const v = [...variants.values()].find((x) => x.product_id === productId)!;
    if (units + (before.get(productId) ?? 0) > v.total_allowed_quantity) {
      const i = cart.lines.findIndex((l) => variants.get(l.variantId)?.product_id === productId);
      refusals.add(`lines.${i}.quantity`, M.quantityTotal(v.name, v.total_allowed_quantity));
    }
  }
  if (!methods.includes(cart.paymentMethod)) refusals.add('paymentMethod', M.methodUnavailable);
  else if (cart.paymentMethod === 'COD' && !codAvailable) refusals.add('paymentMethod', M.codUnavailable);

  const free = delivery && paise(delivery.free_delivery_amount) > 0 && subtotal >= paise(delivery.free_delivery_amount);
  const deliveryCharge = delivery && !free ? paise(delivery.delivery_charge) : 0;
  let [discount, cashback, promoCodeId, promoCode] = [0, 0, null as number | null, null as string | null];
  if (cart.promoCode) {
    const promo = await promoNamed(db, cart.promoCode);
    const outcome = promo
      ? promoDiscount(
          promo,
          subtotal,
          subtotal + taxAdded + deliveryCharge,
          at,
          await usedBefore(db, promo.id, customerId),
        )
      : { refusal: M.promoInvalid };
    if ('refusal' in outcome) refusals.add('promoCode', outcome.refusal);
    else {
      [promoCodeId, promoCode] = [promo!.id, promo!.name];
      if (outcome.cashback) cashback = outcome.amount;
      else discount = outcome.amount;
    }
  }
  refusals.throwAny();
  return {
    lines,
    subtotal: rupees(subtotal),
    taxAdded: rupees(taxAdded),
    tax: rupees(tax),
    discount: rupees(discount),
    cashback: rupees(cashback),
    deliveryCharge: rupees(deliveryCharge),
    total: rupees(subtotal + taxAdded + deliveryCharge - discount),
    promoCode,
    promoCodeId,
    paymentMethod: cart.paymentMethod,
    codAvailable,
  };
}
