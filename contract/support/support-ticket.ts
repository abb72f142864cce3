/**
 * SUPPORT_TICKET (issue 14 §4): customers' tickets with a threaded conversation. The list is a kit resource
 * (search, filters, export); writes go through the routes of `SUPPORT_TICKET_API`: staff log a ticket for a
 * customer (a phone call), reply (e-mailed to the customer), add internal notes (never e-mailed) or log what
 * the customer said, and change status, priority and assignee at the version they read (stale → 409).
 * A ticket's age counts hours since it was opened, while it is Open or In progress (empty once resolved).
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { MAX_ROW_ID, VersionNumberSchema } from '../platform/resource';
import { defineKitResource, kit } from '../platform/kit';
import { requiredText } from '../platform/fields';

export const TICKET_STATUSES = ['Open', 'In progress', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Statuses whose tickets still wait on staff: they have an age and count as open on the dashboard. */
export const OPEN_TICKET_STATUSES = ['Open', 'In progress'] as const satisfies readonly TicketStatus[];
export const TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** reply: staff to the customer (e-mailed); note: staff only (never e-mailed); customer: the customer's words. */
export const TICKET_MESSAGE_KINDS = ['reply', 'note', 'customer'] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];
export const TICKET_MESSAGE_LABELS: Record<TicketMessageKind, string> = {
  reply: 'Reply',
  note: 'Internal note',
  customer: 'Customer',
};

export const MAX_TICKET_SUBJECT = 200;
export const MAX_TICKET_MESSAGE = 5000;

export const supportTicketResource = defineKitResource({
  key: 'supportTicket',
  apiPath: '/support-ticket',
  title: 'Support Ticket',
  subject: null,
  permission: 'people.supportTicket',
  route: 'SUPPORT_TICKET',
  writable: false,
  fields: {
    id: kit.id({ width: 70 }),
    subject: kit.readText('Subject', { width: 260 }),
    customerName: kit.readText('Customer', { width: 160 }),
    customerEmail: kit.readText('Customer e-mail', { width: 200, hidden: true }),
    orderNo: kit.readText('Order', { width: 120, nullable: true }),
    status: kit.status(TICKET_STATUSES, { width: 110 }),
    priority: kit.custom(
      'Priority',
      'enum',
      { row: z.enum(TICKET_PRIORITIES), input: undefined },
      { width: 90, options: TICKET_PRIORITIES },
    ),
    assigneeName: kit.readText('Assignee', { width: 140, nullable: true }),
    ageHours: kit.custom(
      'Age (hours)',
      'number',
      { row: z.number().int().nullable(), input: undefined },
      { width: 100 },
    ),
    createdAt: kit.created('Created', { width: 150 }),
    updatedAt: kit.custom(
      'Updated',
      'datetime',
      { row: z.string(), input: undefined },
      { width: 150, format: 'datetime' },
    ),
  },
});
export type SupportTicket = z.infer<typeof supportTicketResource.row>;

const RowId = z
  .number({ error: VALIDATION.required })
  .int()
  .min(1, VALIDATION.required)
  .max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID));
const messageBody = () => requiredText(MAX_TICKET_MESSAGE);

/** Staff log a ticket for a customer (a phone call): the customer's words open the thread. */
export const TicketCreateSchema = z.object({
  subject: requiredText(MAX_TICKET_SUBJECT),
  customerId: RowId,
  orderId: RowId.nullable().default(null),
  priority: z.enum(TICKET_PRIORITIES, { error: VALIDATION.required }).default('Normal'),
  assigneeId: RowId.nullable().default(null),
  message: messageBody(),
});
export type TicketCreateInput = z.input<typeof TicketCreateSchema>;

/** A message added to the thread. */
export const TicketMessageCreateSchema = z.object({
  kind: z.enum(TICKET_MESSAGE_KINDS, { error: VALIDATION.required }),
  body: messageBody(),
});
export type TicketMessageInput = z.input<typeof TicketMessageCreateSchema>;

/** Status, priority and assignee, changed at the version read (any of them; stale → 409). */
export const TicketUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: VALIDATION.required }).optional(),
  priority: z.enum(TICKET_PRIORITIES, { error: VALIDATION.required }).optional(),
  assigneeId: RowId.nullable().optional(),
  version: VersionNumberSchema,
});
export type TicketUpdateInput = z.input<typeof TicketUpdateSchema>;

export const TicketMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_MESSAGE_KINDS),
  body: z.string(),
  /** The staff member who wrote it; null for the customer's own words. */
  authorName: z.string().nullable(),
  /** The Outbox row of a reply's e-mail. */
  outboxId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** The drawer's read: the ticket row, its ids for the pickers, and the thread oldest first. */
export const TicketDetailSchema = z.object({
  ticket: supportTicketResource.row,
  customerId: z.number().int(),
  orderId: z.number().int().nullable(),
  assigneeId: z.number().int().nullable(),
  messages: z.array(TicketMessageSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

/** A portal user a ticket can be assigned to. */
export const TicketAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });

export const SUPPORT_TICKET_API = {
  create: '/support-ticket',
  detail: (id: number | string) => `/support-ticket/${id}/detail`,
  update: (id: number | string) => `/support-ticket/${id}`,
  messages: (id: number | string) => `/support-ticket/${id}/messages`,
  assignees: '/support-ticket/assignees',
} as const;

export const TICKET_MESSAGES = {
  created: 'Ticket created successfully',
  updated: 'Ticket updated successfully',
  replySent: 'Reply sent to the customer',
  noteAdded: 'Internal note added',
  customerLogged: 'Customer message logged',
  closed: 'This ticket is closed. Reopen it to add to the thread.',
  noSuchCustomer: 'The chosen customer no longer exists. Choose another.',
  orderOfOtherCustomer: 'This order belongs to another customer',
  noSuchAssignee: 'Choose an active portal user who can see support tickets',
  nothingToChange: 'Choose a status, priority or assignee to change',
} as const;
