/**
 * What the subscription checkout needs from a payment gateway: create an order for an amount, then pay it
 * with a card. Shaped like Razorpay's and Stripe's order → payment flow, so a real client can stand behind it.
 */
export interface GatewayOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
  receipt: string;
}

export type GatewayPayment =
  | { status: 'captured'; paymentId: string; orderId: string; cardLast4: string }
  | { status: 'failed'; paymentId: string; orderId: string; cardLast4: string; reason: string };

export interface PaymentGateway {
  readonly mode: 'Test' | 'Production';
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<GatewayOrder>;
  /** Charges the card for the order; a declined card is an answer (`failed`), not an error. */
  pay(orderId: string, card: { number: string }): Promise<GatewayPayment>;
}

/** A card number passes the Luhn check (every real card and every gateway's test card does). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}
