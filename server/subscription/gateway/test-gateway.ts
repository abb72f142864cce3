/**
 * The payment gateway in Test mode, in process: it keeps its orders, refuses to pay an unknown or already paid
 * order, captures the success test card and declines the decline test card (contract TEST_CARDS), like the test
 * modes of Razorpay and Stripe. Any other card that passes the Luhn check is captured, as those test modes do.
 */
import { randomBytes } from 'node:crypto';
import { TEST_CARDS } from '../../../contract/subscription/subscription';
import type { GatewayOrder, GatewayPayment, PaymentGateway } from './payment-gateway';

const DECLINED = TEST_CARDS.declined.replace(/\s/g, '');
/** Orders older than this are forgotten (a checkout creates and pays its order within one request). */
const ORDER_TTL_MS = 15 * 60_000;
const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

export class TestPaymentGateway implements PaymentGateway {
  readonly mode = 'Test' as const;
  private readonly orders = new Map<string, GatewayOrder & { createdAt: number; paid: boolean }>();

  async createOrder(input: { amount: number; currency: string; receipt: string }): Promise<GatewayOrder> {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new Error('A gateway order needs a positive whole amount in paise');
    this.forgetOld();
    const order = { id: id('order'), ...input };
    this.orders.set(order.id, { ...order, createdAt: Date.now(), paid: false });
    return order;
  }

  async pay(orderId: string, card: { number: string }): Promise<GatewayPayment> {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`The test gateway has no order ${orderId}`);
    if (order.paid) throw new Error(`The test gateway order ${orderId} is already paid`);
    const cardLast4 = card.number.slice(-4);
    const paymentId = id('pay');
    if (card.number === DECLINED) return { status: 'failed', paymentId, orderId, cardLast4, reason: 'card_declined' };
    order.paid = true;
    return { status: 'captured', paymentId, orderId, cardLast4 };
  }

  private forgetOld(): void {
    const before = Date.now() - ORDER_TTL_MS;
    for (const [key, order] of this.orders) if (order.createdAt < before) this.orders.delete(key);
  }
}
