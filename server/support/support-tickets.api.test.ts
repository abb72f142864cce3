/** SUPPORT_TICKET (issue 14 §4): log, reply (e-mailed through the Outbox), note (not e-mailed), versioned changes, the age filter. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { MESSAGES } from '../../contract/platform/messages';
import {
  SUPPORT_TICKET_API,
  TICKET_MESSAGES,
  supportTicketResource,
  type SupportTicket,
  type TicketDetail,
} from '../../contract/support/support-ticket';
import type { SearchCriterion } from '../../contract/platform/search';
import { queryRows } from '../db/transaction';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('support tickets on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let customer: { id: number; email: string; name: string };
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    [customer] = await queryRows(t.db, sql`select id, email, name from customers order by id offset 7 limit 1`);
  });
  afterAll(() => t?.close());

  const put = (path: string, body: object, as = token) =>
    t.app.inject({ method: 'PUT', url: `/api${path}`, payload: body, headers: { authorization: `Bearer ${as}` } });
  const search = async (criteria: SearchCriterion[] = []) => {
    const response = await postJson(
      t.app,
      `${supportTicketResource.apiPath}/search?pageNum=0&pageSize=200`,
      { searchCriteriaList: criteria, dataOption: 'all' },
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output.content as SupportTicket[];
  };
  const detail = async (id: number) =>
    (await getWithToken(t.app, SUPPORT_TICKET_API.detail(id), token)).json().output as TicketDetail;
  const logTicket = async (subject = 'Parcel not delivered') => {
    const response = await postJson(
      t.app,
      SUPPORT_TICKET_API.create,
      { subject, customerId: customer.id, priority: 'High', message: 'The courier says delivered but I got nothing.' },
      { token },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().output as SupportTicket;
  };
  const outboxRows = () =>
    queryRows<{ id: number; to: string; subject: string; kind: string; text: string; status: string }>(
      t.db,
      sql`select * from outbox where kind = 'ticket-reply' order by id`,
    );

  it('lists the demo tickets with customer names, and an age only while a ticket is open', async () => {
    const all = await search();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Open', 'In progress', 'Resolved', 'Closed']));
    for (const row of all)
      expect(row.ageHours === null, `${row.status} ${row.ageHours}`).toBe(
        row.status === 'Resolved' || row.status === 'Closed',
      );
    expect(all.every((r) => r.customerName.length > 0)).toBe(true);
  });

  it('filters open tickets older than N hours', async () => {
    await t.db.execute(
      sql`update support_tickets set created_at = now() - interval '50 hours' where id = (select min(id) from support_tickets where status = 'Open')`,
    );
    const old = await search([{ filterKey: 'ageHours', operation: 'ge', value: 48 }]);
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((r) => r.ageHours! >= 48 && (r.status === 'Open' || r.status === 'In progress'))).toBe(true);
    const fresh = await search([{ filterKey: 'ageHours', operation: 'lt', value: 48 }]);
    expect(fresh.every((r) => r.ageHours! < 48)).toBe(true);
    expect(new Set([...old, ...fresh].map((r) => r.id)).size).toBe(old.length + fresh.length);
  });

  it("logs a ticket for a customer: the customer's words open the thread, with an audit row", async () => {
    const ticket = await logTicket();
    expect(ticket).toMatchObject({
      status: 'Open',
      priority: 'High',
      customerName: customer.name,
      ageHours: 0,
      assigneeName: null,
    });
    const { messages } = await detail(ticket.id);
    expect(messages.map((m) => [m.kind, m.authorName])).toEqual([['customer', null]]);
    const [audit] = await queryRows(
      t.db,
      sql`select action from audit_log where entity = 'supportTicket' and entity_id = ${String(ticket.id)}`,
    );
    expect(audit).toEqual({ action: 'create' });
  });

  it('e-mails a reply to the customer through the Outbox, in the thread, and takes an Open ticket to In progress', async () => {
    const ticket = await logTicket('Wrong colour');
    const before = (await outboxRows()).length;
    const response = await postJson(
      t.app,
      SUPPORT_TICKET_API.messages(ticket.id),
      { kind: 'reply', body: 'A replacement in blue ships today.' },
      { token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const rows = await outboxRows();
    expect(rows).toHaveLength(before + 1);
    const mail = rows.at(-1)!;
    expect(mail).toMatchObject({
      to: customer.email,
      subject: `Re: [Ticket #${ticket.id}] Wrong colour`,
      status: 'Not sent (no SMTP settings)',
    });
    expect(secretsOf(t.db).open(mail.text)).toContain('A replacement in blue ships today.');
    const { ticket: after, messages } = await detail(ticket.id);
    expect(after.status).toBe('In progress');
    expect(messages.at(-1)).toMatchObject({ kind: 'reply', authorName: 'Aditi Rao', outboxId: mail.id });
  });

  it('keeps an internal note out of the Outbox', async () => {
    const ticket = await logTicket('Note only');
    const before = (await outboxRows()).length;
    const response = await postJson(
      t.app,
      SUPPORT_TICKET_API.messages(ticket.id),
      { kind: 'note', body: 'Customer called twice.' },
      { token },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().output.outboxId).toBeNull();
    expect(await outboxRows()).toHaveLength(before);
    expect((await detail(ticket.id)).ticket.status).toBe('Open');
  });

  it('changes status, priority and assignee at the version read; a stale version is a 409 and changes nothing', async () => {
    const ticket = await logTicket('Versioned');
    const [admin] = await queryRows<{ id: number }>(t.db, sql`select id from portal_users where username = 'admin'`);
    const first = await put(SUPPORT_TICKET_API.update(ticket.id), {
      status: 'Resolved',
      assigneeId: admin.id,
      version: ticket.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().output).toMatchObject({
      status: 'Resolved',
      assigneeName: 'Aditi Rao',
      ageHours: null,
      version: ticket.version + 1,
    });
    const stale = await put(SUPPORT_TICKET_API.update(ticket.id), { priority: 'Low', version: ticket.version });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors[0].message).toBe(MESSAGES.staleVersion);
    expect((await detail(ticket.id)).ticket.priority).toBe('High');
  });

  it("refuses bad input in the catalogue's words, an assignee who cannot see tickets, and a message on a closed ticket", async () => {
    const empty = await postJson(
      t.app,
      SUPPORT_TICKET_API.create,
      { subject: ' ', customerId: customer.id, message: '' },
      { token },
    );
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).errors.map((e) => [e.field, e.message])).toEqual(
      expect.arrayContaining([
        ['subject', 'Value is required'],
        ['message', 'Value is required'],
      ]),
    );
    const ticket = await logTicket('Closed one');
    const [catalogue] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from portal_users where username = 'catalogue'`,
    );
    const wrongAssignee = await put(SUPPORT_TICKET_API.update(ticket.id), {
      assigneeId: catalogue.id,
      version: ticket.version,
    });
    expect(wrongAssignee.statusCode).toBe(409);
    expect(errorBody(wrongAssignee).errors[0].message).toBe(TICKET_MESSAGES.noSuchAssignee);
    expect(
      (await put(SUPPORT_TICKET_API.update(ticket.id), { status: 'Closed', version: ticket.version })).statusCode,
    ).toBe(200);
    const onClosed = await postJson(
      t.app,
      SUPPORT_TICKET_API.messages(ticket.id),
      { kind: 'reply', body: 'Hello?' },
      { token },
    );
    expect(onClosed.statusCode).toBe(409);
    expect(errorBody(onClosed).errors[0].message).toBe(TICKET_MESSAGES.closed);
  });

  it('counts open and new tickets on the dashboard', async () => {
    const all = await search();
    const summary = (await getWithToken(t.app, DASHBOARD_API.summary, token)).json().output;
    expect(summary.tickets).toEqual({
      open: all.filter((r) => r.status === 'Open' || r.status === 'In progress').length,
      new: all.filter((r) => r.status === 'Open').length,
    });
  });

  it('is refused to a user without support ticket access', async () => {
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect(
      (
        await postJson(
          t.app,
          `${supportTicketResource.apiPath}/search?pageNum=0&pageSize=10`,
          { searchCriteriaList: [], dataOption: 'all' },
          { token: orders },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await postJson(
          t.app,
          SUPPORT_TICKET_API.create,
          { subject: 'x', customerId: customer.id, message: 'y' },
          { token: orders },
        )
      ).statusCode,
    ).toBe(403);
  });
});
