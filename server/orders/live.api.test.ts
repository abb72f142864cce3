import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../contract/platform/api-paths';
import { ORDER_API } from '../../contract/orders/order-processing';
import type { OrderStatusCounts } from '../../contract/orders/order-processing';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { signInAs } from '../test-support/requests';
import { eventReader } from '../test-support/streams';
import { act, orderIds, putOrderInto } from './order-test-support';

describe.each(ENGINES)('live order events on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let orders: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  const connect = (token: string, signal?: AbortSignal) =>
    fetch(`${base}${API_BASE}${ORDER_API.live}`, { headers: { authorization: `Bearer ${token}` }, signal });

  it('sends the counts on connect, then the order change and the new counts', async () => {
    const [id] = await orderIds(t.db, 1, 0);
    await putOrderInto(t.db, id, { status: 'Pending' });
    const abort = new AbortController();
    const response = await connect(orders, abort.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventReader(response.body!);
    const first = await next();
    expect(first.event).toBe('counts');
    const before = first.data as OrderStatusCounts;

    const accepted = await act(t.app, orders, 'order.accept', id);
    expect(accepted.statusCode).toBe(200);
    expect(await next()).toEqual({
      event: 'order',
      data: { id, version: accepted.json().output.order.version, status: 'New Order' },
    });
    const counts = await next();
    expect(counts.event).toBe('counts');
    const after = counts.data as OrderStatusCounts;
    expect(after.counts.Pending).toBe(before.counts.Pending - 1);
    expect(after.counts['New Order']).toBe(before.counts['New Order'] + 1);
    abort.abort();
  });

  it('coalesces the counts of a burst of changes into one read', async () => {
    const ids = await orderIds(t.db, 5, 5);
    for (const id of ids) await putOrderInto(t.db, id, { status: 'Pending' });
    const abort = new AbortController();
    const next = eventReader((await connect(orders, abort.signal)).body!);
    await next();
    const started = Date.now();
    await Promise.all(ids.map((id) => act(t.app, orders, 'order.accept', id)));
    const elapsed = Date.now() - started;
    const seen: string[] = [];
    while (seen.filter((e) => e === 'order').length < 5 || !seen.includes('counts')) seen.push((await next()).event);
    // One read per 200 ms at most, however many changes.
    expect(seen.filter((e) => e === 'counts').length).toBeLessThanOrEqual(1 + Math.floor(elapsed / 200));
    expect(seen.filter((e) => e === 'counts').length).toBeLessThan(5);
    abort.abort();
  });

  it('is refused without a session', async () => {
    expect((await connect('bad-token')).status).toBe(401);
  });

  // Last: it closes the app with a stream still open.
  it('does not keep the server from closing while streams are open', async () => {
    const next = eventReader((await connect(orders)).body!);
    expect((await next()).event).toBe('counts');
    const closing = t.close();
    t = undefined as unknown as TestApp;
    expect(
      await Promise.race([closing.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 5000, 'hung'))]),
    ).toBe('closed');
  });
});
