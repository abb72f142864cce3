import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../contract/orders/order-processing';
import type { OrderDetail, TimelineEvent } from '../../contract/orders/order-processing';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { act, orderIds, pdfPageCount, pdfText, putOrderInto } from './order-test-support';

describe.each(ENGINES)('order detail, notes and labels on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  it('generates the label and manifest PDF, stores it, downloads it again, and a replay returns the same bytes', async () => {
    const [id] = await orderIds(t.db, 1, 0);
    await putOrderInto(t.db, id, { status: 'Processing', courier: true, pickup: true });
    await t.db.execute(sql`update orders set payment_method = 'COD' where id = ${id}`);
    const first = await act(t.app, orders, 'order.generateLabel', id, undefined, 'label-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const [order] = await queryRows<{
      order_no: string;
      awb_no: string;
      version: number;
      total: string;
      stored: string | null;
    }>(
      t.db,
      sql`
      select o.order_no, o.awb_no, o.version, o.total::text as total, d.awb_no as stored from orders o
      left join order_documents d on d.order_id = o.id where o.id = ${id}`,
    );
    expect(first.headers['content-disposition']).toBe(`attachment; filename="label-${order.order_no}.pdf"`);
    expect(first.headers['x-order-version']).toBe(String(order.version));
    expect(order.awb_no).toMatch(/^AWB\d{6,}$/);
    expect(order.stored).toBe(order.awb_no);
    const pdf = first.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    for (const part of [
      order.awb_no,
      `Order: ${order.order_no}`,
      'SHIP TO',
      'Pickup manifest',
      `COLLECT CASH: INR ${Number(order.total).toFixed(2)}`,
    ]) {
      expect(text).toContain(part);
    }
    // The number carries its prefix: it is printed once, not as "AWB: AWB100001".
    expect(text).not.toMatch(/AWB:? AWB/);
    const replay = await act(t.app, orders, 'order.generateLabel', id, undefined, 'label-key-0001');
    expect(replay.statusCode).toBe(200);
    expect(Buffer.compare(replay.rawPayload, pdf)).toBe(0);
    expect(replay.headers['x-order-version']).toBe(String(order.version));
    const download = await getWithToken(t.app, ORDER_API.label(id), orders);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    const detail = (await getWithToken(t.app, ORDER_API.detail(id), orders)).json().output as OrderDetail;
    expect(detail).toMatchObject({ hasLabel: true, awbNo: order.awb_no, status: 'Processing' });
    expect(detail.labelGeneratedAt).not.toBeNull();
  });

  it('answers 404 for the label of an order without one', async () => {
    const [id] = await orderIds(t.db, 1, 1);
    await t.db.execute(sql`delete from order_documents where order_id = ${id}`);
    expect((await getWithToken(t.app, ORDER_API.label(id), orders)).statusCode).toBe(404);
  });

  it("shows items, customer, payments and, with no address kept, the customer's as the shipping address", async () => {
    const [id] = await orderIds(t.db, 1, 2);
    await t.db.execute(sql`update orders set shipping_address = null where id = ${id}`);
    const response = await getWithToken(t.app, ORDER_API.detail(id), orders);
    expect(response.statusCode).toBe(200);
    const detail = response.json().output as OrderDetail & { customerId: number };
    const [customer] = await queryRows<{
      id: number;
      name: string;
      address_line1: string;
      area: string;
      city: string;
      state: string;
      pincode: string;
      phone: string;
    }>(
      t.db,
      sql`select c.id, c.name, c.address_line1, c.area, c.city, c.state, c.pincode, c.phone from customers c join orders o on o.customer_id = c.id where o.id = ${id}`,
    );
    // Demo customers have a complete address: street, area, city, state, PIN.
    expect(customer.address_line1).toMatch(/^\d+, \S/);
    expect(customer.area).toBeTruthy();
    expect(detail.shippingAddress).toEqual({
      name: customer.name,
      line1: customer.address_line1,
      line2: customer.area,
      city: customer.city,
      state: customer.state,
      pincode: customer.pincode,
      phone: customer.phone,
    });
    expect(detail.customer.id).toBe(customer.id);
    expect(detail.customerId).toBe(customer.id);
    expect(detail.items.length).toBe(detail.itemCount);
    expect(detail.items.reduce((sum, i) => sum + Number(i.lineTotal), 0).toFixed(2)).toBe(
      Number(detail.total).toFixed(2),
    );
    expect(detail.payments.length).toBe(1);
    expect((await getWithToken(t.app, ORDER_API.detail(99_999_999), orders)).statusCode).toBe(404);
  });

  it('adds notes and lists the timeline newest first, with labels', async () => {
    const [id] = await orderIds(t.db, 1, 3);
    await putOrderInto(t.db, id, { status: 'Pending' });
    await act(t.app, orders, 'order.accept', id);
    const note = await postJson(
      t.app,
      ORDER_API.notes(id),
      { note: '  Customer asked for evening delivery ' },
      { token: orders },
    );
    expect(note.statusCode).toBe(201);
    expect(note.json().output as TimelineEvent).toMatchObject({
      kind: 'note',
      note: 'Customer asked for evening delivery',
      action: null,
      label: null,
    });
    const empty = await postJson(t.app, ORDER_API.notes(id), { note: ' ' }, { token: orders });
    expect(errorBody(empty).errors).toEqual([{ field: 'note', message: 'Value is required' }]);
    expect((await postJson(t.app, ORDER_API.notes(99_999_999), { note: 'x' }, { token: orders })).statusCode).toBe(404);
    const { timeline } = (await getWithToken(t.app, ORDER_API.detail(id), orders)).json().output as OrderDetail;
    // It opens with the order being placed (seeded orders had no such entry), by the customer, when the order was made.
    expect(timeline.map((e) => [e.kind, e.label])).toEqual([
      ['note', null],
      ['action', 'Accept order'],
      ['created', 'Order placed'],
    ]);
    const [placed] = await queryRows<{ created_at: Date | string; name: string }>(
      t.db,
      sql`
      select o.created_at, c.name from orders o join customers c on c.id = o.customer_id where o.id = ${id}`,
    );
    expect(timeline.at(-1)).toMatchObject({
      actorName: placed.name,
      createdAt: new Date(placed.created_at).toISOString(),
    });
  });

  it('keeps the search and the other order routes apart from the detail', async () => {
    const search = await postJson(t.app, '/order-details/search?pageSize=5', {}, { token: orders });
    expect(search.json().output.content).toHaveLength(5);
    expect((await getWithToken(t.app, ORDER_API.lifecycle, orders)).statusCode).toBe(200);
    expect((await getWithToken(t.app, ORDER_API.statusDetails, orders)).json().output.total).toBeGreaterThan(0);
  });

  it('shows the order to orders staff and refuses catalogue staff (403) and notes from them', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect((await getWithToken(t.app, ORDER_API.detail(1), catalogue)).statusCode).toBe(403);
    expect((await getWithToken(t.app, ORDER_API.label(1), catalogue)).statusCode).toBe(403);
    expect((await postJson(t.app, ORDER_API.notes(1), { note: 'x' }, { token: catalogue })).statusCode).toBe(403);
  });
});
