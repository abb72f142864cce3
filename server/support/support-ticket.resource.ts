/**
 * SUPPORT_TICKET's list binding: the ticket row with its customer, order and assignee read through joins, and
 * its age in whole hours since it was opened while it is Open or In progress (null once resolved or closed),
 * so "older than N hours" is a number filter (`ge`). Writes and the thread: ./ticket-routes.ts. Demo tickets
 * and their threads: ./demo-tickets.ts (they need orders, which the seed makes after the resources).
 */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_TICKET_STATUSES, supportTicketResource } from '../../contract/support/support-ticket';
import { customers } from '../customers/schema';
import { oneOf } from '../db/columns';
import { orders } from '../orders/schema';
import { portalUsers } from '../platform/auth/schema';
import { bindResource } from '../resources/kit';
import { supportTickets } from './schema';

/** The assignee, under a name of its own (other reads join portal users too); not exported: drizzle-kit takes a resource file's exports for tables. */
const ticketAssignees = alias(portalUsers, 'ticket_assignees');

/** Whole hours since the ticket was opened, while it waits on staff. */
export const ticketAgeHours = sql<number | null>`case when ${oneOf(supportTickets.status, OPEN_TICKET_STATUSES)}
  then floor(extract(epoch from (now() - ${supportTickets.createdAt})) / 3600)::int end`.mapWith(Number);

export const supportTicketBinding = bindResource(supportTicketResource, supportTickets, {
  joins: [
    { table: customers, on: eq(customers.id, supportTickets.customerId) },
    { table: orders, on: eq(orders.id, supportTickets.orderId) },
    { table: ticketAssignees, on: eq(ticketAssignees.id, supportTickets.assigneeId) },
  ],
  columns: {
    customerName: customers.name,
    customerEmail: customers.email,
    orderNo: orders.orderNo,
    assigneeName: ticketAssignees.name,
    ageHours: ticketAgeHours,
  },
});
