/** FAQS: the table, its binding and the demo questions (general and wallet). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { FAQ_TYPES, faqResource } from '../../contract/content/faq';
import { oneOf, positionColumn, recordColumns } from '../db/columns';
import { bindResource } from '../resources/kit';

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    position: positionColumn(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    type: text('type').notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('faqs_question_lower_uq').on(sql`lower(${t.question})`),
    index('faqs_position_idx').on(t.position, t.id),
    check('faqs_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('faqs_type_ck', oneOf(t.type, FAQ_TYPES)),
  ],
);

const DEMO_FAQS: [string, string, (typeof FAQ_TYPES)[number]][] = [
  [
    'How long does delivery take?',
    'Metro cities get orders in 2–4 working days, the rest of India in 4–7. You get the tracking number by SMS and e-mail once it ships.',
    'General',
  ],
  [
    'Is cash on delivery available?',
    'Yes, on orders up to ₹10,000 to most pincodes. Enter your pincode at checkout to see whether COD is offered there.',
    'General',
  ],
  [
    'How do I return a product?',
    'Open My Orders, choose the order and tap Return within 7 days of delivery. Answer the questions and our courier collects it.',
    'General',
  ],
  [
    'Can I exchange for another size?',
    'Yes. Choose Exchange instead of Return and pick the size you want; the new one ships once we receive the first.',
    'General',
  ],
  [
    'When do I get my refund?',
    'Within 5–7 working days of the return reaching our warehouse: to your wallet at once, or to the original payment method.',
    'General',
  ],
  ['Do you ship outside India?', 'Not yet. We deliver to every pincode listed on the delivery page.', 'General'],
  [
    'How do I use a promo code?',
    'Type it in Apply Coupon on the cart page. One code per order; the discount shows before you pay.',
    'General',
  ],
  [
    'Is my payment information safe?',
    'Payments run on our gateway partner’s PCI-DSS certified pages; we never see or keep your card number.',
    'General',
  ],
  [
    'What is the shop wallet?',
    'A balance kept with your account: refunds and cashback land there and you can pay with it at checkout.',
    'Wallet',
  ],
  [
    'How do I pay with my wallet balance?',
    'At checkout tick Use wallet balance. If it does not cover the order, pay the rest by UPI, card or net banking.',
    'Wallet',
  ],
  [
    'Does my wallet balance expire?',
    'No. Cashback credited from a promotion may carry its own end date, shown with the credit.',
    'Wallet',
  ],
  [
    'Can I move wallet money to my bank?',
    'Refunds credited to the wallet can be sent to your bank from Wallet › Withdraw; cashback can only be spent.',
    'Wallet',
  ],
];

export const faqBinding = bindResource(faqResource, faqs, {
  demo: () =>
    DEMO_FAQS.map(([question, answer, type], i) => ({
      position: i + 1,
      question,
      answer,
      type,
      status: i === 5 ? 'Inactive' : 'Active',
    })),
});
