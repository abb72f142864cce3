/** DM_CONTENT: direct-marketing templates — the table, its binding and the demo templates. */
import { getTableColumns, sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { DM_BODY_LIMITS, DM_CHANNELS, dmContentResource } from '../../contract/content/dm-content';
import { oneOf, recordColumns } from '../db/columns';
import { bindResource, valuesByName } from '../resources/kit';

export const dmContents = pgTable(
  'dm_contents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    /** Email only; '' for SMS and WhatsApp. */
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('dm_contents_name_lower_uq').on(sql`lower(${t.name})`),
    check('dm_contents_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('dm_contents_channel_ck', oneOf(t.channel, DM_CHANNELS)),
    check('dm_contents_body_length_ck', sql`char_length(${t.body}) <= ${sql.raw(String(DM_BODY_LIMITS.Email))}`),
  ],
);

type Demo = typeof dmContents.$inferInsert;
const email = (name: string, subject: string, body: string, status = 'Active'): Demo => ({
  name,
  channel: 'Email',
  subject,
  body,
  status,
});
const short = (channel: 'SMS' | 'WhatsApp', name: string, body: string, status = 'Active'): Demo => ({
  name,
  channel,
  subject: '',
  body,
  status,
});

/** What a shop sends: a welcome, order updates, an abandoned cart, festival offers and a wallet reminder. */
const DEMO_TEMPLATES: Demo[] = [
  email(
    'Welcome email',
    'Welcome to {{shopName}}, {{firstName}}!',
    'Hi {{customerName}},\n\nThank you for joining {{shopName}}. Use {{promoCode}} for {{promoDiscount}} off your first order, valid till {{promoExpiry}}.\n\nStart shopping: {{shopUrl}}\n\nTo stop these emails: {{unsubscribeUrl}}',
  ),
  short(
    'SMS',
    'Order shipped SMS',
    'Hi {{firstName}}, your order {{orderNo}} of {{orderTotal}} is on its way. Track it: {{trackingUrl}} - {{shopName}}',
  ),
  short(
    'WhatsApp',
    'Abandoned cart WhatsApp',
    'Hi {{firstName}}, you left *{{productName}}* in your cart. Complete your order here: {{cartUrl}}',
  ),
  email(
    'Diwali offer email',
    '{{promoDiscount}} off this Diwali at {{shopName}}',
    'Dear {{firstName}},\n\nLight up your Diwali with {{promoDiscount}} off sitewide. Use code {{promoCode}} at checkout before {{promoExpiry}}.\n\n{{shopUrl}}\n\nUnsubscribe: {{unsubscribeUrl}}',
  ),
  short(
    'SMS',
    'Diwali offer SMS',
    'Diwali sale! {{promoDiscount}} off with code {{promoCode}} till {{promoExpiry}}. Shop now: {{shopUrl}} - {{shopName}}',
  ),
  short(
    'SMS',
    'Wallet balance reminder',
    'Hi {{firstName}}, you have {{walletBalance}} in your {{shopName}} wallet. Use it on your next order: {{shopUrl}}',
  ),
  short(
    'WhatsApp',
    'Delivery feedback',
    'Hi {{firstName}}, your order {{orderNo}} was delivered. How did we do? Reply with a rating from 1 to 5.',
    'Inactive',
  ),
  email(
    'Win-back email',
    'We miss you, {{firstName}}',
    'Hi {{customerName}},\n\nIt has been a while. Here is {{promoDiscount}} off with {{promoCode}}: {{shopUrl}}\n\nUnsubscribe: {{unsubscribeUrl}}',
    'Inactive',
  ),
];

export const dmContentBinding = bindResource(dmContentResource, dmContents, {
  // Only an email has a subject: one sent for SMS or WhatsApp is not kept.
  toValues: (input) => ({
    ...valuesByName(getTableColumns(dmContents), input),
    subject: input.channel === 'Email' ? input.subject : '',
  }),
  demo: () => DEMO_TEMPLATES,
});
