/**
 * Demo support tickets with their threads (deterministic: faker with a fixed seed, times relative to `now`), and
 * demo notifications of the newest events (new tickets, orders, return requests, failed payments) fanned out by
 * `notify` as the portal would. Runs after the orders exist, since a ticket may name one of its customer's orders.
 */
import { Faker, base, en, en_IN } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { TicketMessageKind, TicketPriority, TicketStatus } from '../../contract/support/support-ticket';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { newOrder, newTicket, notify, paymentFailed, returnRequested } from '../notifications/notify';
import { supportTickets, ticketMessages } from './schema';

export const DEMO_TICKETS = 36;

/** Subject, the customer's words, staff's reply and a note, by topic. */
const TOPICS: readonly [string, string, string, string][] = [
  [
    'Where is my order?',
    'I placed my order a week ago and it still shows Processing. When will it be shipped?',
    'Your order has been packed and will be handed to the courier today. You will get the tracking link by SMS.',
    'Courier pickup was missed yesterday; rescheduled.',
  ],
  [
    'Received a damaged product',
    'The kurta I received has a tear near the sleeve. Please help.',
    'We are sorry about this. A replacement has been arranged and our courier will collect the damaged piece.',
    'Photos checked: damage in transit. Claim filed with courier.',
  ],
  [
    'Refund not received',
    'My return was picked up 10 days ago but I have not received the refund yet.',
    'The refund has been processed to your original payment method. It takes 5-7 working days to reflect.',
    'Refund reference shared with finance.',
  ],
  [
    'Wrong size delivered',
    'I ordered size M but received L. Can I exchange it?',
    'Yes, please raise an exchange from My Orders; the pickup is free of charge.',
    'Warehouse picked the wrong bin; informed the team.',
  ],
  [
    'Payment debited but order not placed',
    'Money was debited from my account but the app shows payment failed.',
    'The amount will be reversed by your bank within 48 hours. No action is needed from your side.',
    'Gateway shows the payment as failed; auto-reversal initiated.',
  ],
  [
    'Change delivery address',
    'Can I change the delivery address for my order? I have moved to a new flat.',
    'We have updated the address on your order before dispatch.',
    'Address changed before label generation.',
  ],
  [
    'Coupon code not working',
    'The code FESTIVE30 says invalid at checkout.',
    'This code applies to orders above the minimum amount. Please add items worth the difference and try again.',
    'Code is active; minimum order amount not met.',
  ],
  [
    'Invoice required for GST',
    'Please send me a GST invoice for my last order with my company GSTIN.',
    'We have attached the invoice with your GSTIN to this e-mail.',
    'GSTIN verified on the portal.',
  ],
  [
    'Item missing from package',
    'I ordered three items but only two were in the box.',
    'The missing item has been shipped separately and should reach you in 2-3 days.',
    'Packing video reviewed: item was missed.',
  ],
  [
    'Cash on delivery not available',
    'Why is cash on delivery not available for my pincode?',
    'COD is not yet offered in your area by our delivery partner; prepaid orders ship as usual.',
    'Pincode not serviceable for COD.',
  ],
];

/** Mostly waiting or being worked on; a third done. */
const STATUSES: readonly TicketStatus[] = [
  'Open',
  'Open',
  'Open',
  'In progress',
  'In progress',
  'In progress',
  'Resolved',
  'Resolved',
  'Closed',
];
const PRIORITIES: readonly TicketPriority[] = ['Low', 'Normal', 'Normal', 'Normal', 'High', 'High', 'Urgent'];

const HOUR = 3_600_000;

/** The thread of a ticket in this status: the customer first, then staff as far as the status shows. */
function threadFor(status: TicketStatus, topic: (typeof TOPICS)[number]): [TicketMessageKind, string][] {
  const [, words, reply, note] = topic;
  if (status === 'Open') return [['customer', words]];
  if (status === 'In progress')
    return [
      ['customer', words],
      ['note', note],
      ['reply', reply],
    ];
  return [
    ['customer', words],
    ['note', note],
    ['reply', reply],
    ['customer', 'Thank you, that solves it.'],
  ];
}

/** Inserts the demo tickets and their messages; returns how many. */
export async function seedSupportTickets(tx: Db, now: Date): Promise<number> {
  const faker = new Faker({ locale: [en_IN, en, base], seed: 14_004 });
  const people = await queryRows<{ id: number; orders: (number | string)[] | null }>(
    tx,
    sql`
    select c.id, (select array_agg(o.id order by o.id) from orders o where o.customer_id = c.id) as orders
    from (select id from customers order by id limit 200) c order by c.id`,
  );
  const [admin] = await queryRows<{ id: number }>(
    tx,
    sql`select id from portal_users where role = 'MasterAdmin' order by id limit 1`,
  );
  if (people.length === 0 || !admin) return 0;
  for (let i = 0; i < DEMO_TICKETS; i++) {
    const topic = faker.helpers.arrayElement(TOPICS);
    const person = faker.helpers.arrayElement(people);
    const status = faker.helpers.arrayElement(STATUSES);
    // Open tickets are recent (hours to three days); the rest spread over two weeks.
    const createdAt = new Date(
      now.getTime() -
        (status === 'Open' ? faker.number.int({ min: 1, max: 72 }) : faker.number.int({ min: 24, max: 14 * 24 })) *
          HOUR,
    );
    const orderId =
      person.orders && faker.datatype.boolean(0.7) ? Number(faker.helpers.arrayElement(person.orders)) : null;
    const thread = threadFor(status, topic);
    const step = (now.getTime() - createdAt.getTime()) / (thread.length + 1);
    const times = thread.map((_, k) => new Date(createdAt.getTime() + k * step));
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        subject: topic[0],
        customerId: person.id,
        orderId,
        status,
        priority: faker.helpers.arrayElement(PRIORITIES),
        assigneeId: status === 'Open' && faker.datatype.boolean(0.6) ? null : admin.id,
        createdAt,
        updatedAt: times[times.length - 1],
      })
      .returning({ id: supportTickets.id });
    await tx.insert(ticketMessages).values(
      thread.map(([kind, body], k) => ({
        ticketId: ticket.id,
        kind,
        body,
        authorId: kind === 'customer' ? null : admin.id,
        createdAt: times[k],
      })),
    );
  }
  return DEMO_TICKETS;
}

/** A few notifications of each kind the seed has records for, newest events first, as their areas would have sent them. */
export async function seedDemoNotifications(tx: Db): Promise<void> {
  const tickets = await queryRows<{ id: number; subject: string; name: string }>(
    tx,
    sql`select t.id, t.subject, c.name from support_tickets t
    join customers c on c.id = t.customer_id where t.status = 'Open' order by t.created_at desc limit 5`,
  );
  for (const t of tickets.toReversed())
    await notify(tx, { kind: newTicket, title: `New ticket #${t.id} from ${t.name}: ${t.subject}`, recordId: t.id });
  const orders = await queryRows<{ id: number; order_no: string; name: string }>(
    tx,
    sql`select o.id, o.order_no, c.name from orders o
    join customers c on c.id = o.customer_id where o.status = 'New Order' order by o.id desc limit 3`,
  );
  for (const o of orders.toReversed())
    await notify(tx, { kind: newOrder, title: `New order ${o.order_no} from ${o.name}`, recordId: o.id });
  const returns = await queryRows<{ id: number; order_no: string }>(
    tx,
    sql`select r.id, o.order_no from returns r join orders o on o.id = r.order_id
    where r.status = 'requested' and r.kind = 'return' order by r.id desc limit 2`,
  );
  for (const r of returns.toReversed())
    await notify(tx, { kind: returnRequested, title: `Return requested for order ${r.order_no}`, recordId: r.id });
  const payments = await queryRows<{ id: number; order_no: string }>(
    tx,
    sql`select p.id, o.order_no from payments p join orders o on o.id = p.order_id
    where p.status = 'failed' order by p.id desc limit 2`,
  );
  for (const p of payments.toReversed())
    await notify(tx, { kind: paymentFailed, title: `Payment failed for order ${p.order_no}`, recordId: p.id });
}
