/** The e-mail a staff reply sends the customer: the reply's text under the ticket's number and subject. */
import type { SupportTicket } from '../../contract/support/support-ticket';
import type { MailToSend } from '../mail/send-mail';

/** The Outbox kind of ticket replies (the Outbox table filters by it). */
export const TICKET_REPLY_KIND = 'ticket-reply';

export function ticketReplyMail(ticket: SupportTicket, body: string, author: { name: string }): MailToSend {
  return {
    to: ticket.customerEmail,
    subject: `Re: [Ticket #${ticket.id}] ${ticket.subject}`,
    text: `Dear ${ticket.customerName},\n\n${body}\n\n${author.name}\nCustomer support\n\nReply to this e-mail to add to ticket #${ticket.id}.`,
    kind: TICKET_REPLY_KIND,
  };
}
