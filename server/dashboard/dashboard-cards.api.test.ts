/** HOME's cards that open another screen (reviews, tickets, low stock) carry figures only for users who may open it (issue 40 item 8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import type { DashboardSummary } from '../../contract/dashboard/dashboard';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { getWithToken, signInAs } from '../test-support/requests';

describe.each(ENGINES)('dashboard cards on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
  });
  afterAll(() => t?.close());

  const summaryAs = async (username: string, password: string) => {
    const { token } = await signInAs(t.app, username, password);
    const answer = await getWithToken(t.app, DASHBOARD_API.summary, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().output as DashboardSummary;
  };

  it('gives the Master Admin every card', async () => {
    const summary = await summaryAs('admin', 'Admin@12345');
    expect(summary.reviewsWaiting).toEqual(expect.any(Number));
    expect(summary.tickets).toEqual({ open: expect.any(Number), new: expect.any(Number) });
    expect(summary.lowStock?.variants).toEqual(expect.any(Array));
  });

  it('sends the orders staff no reviews, tickets or low stock: screens they may not open', async () => {
    const summary = await summaryAs('orders', 'Orders@12345');
    expect(summary).toMatchObject({ reviewsWaiting: null, tickets: null, lowStock: null });
    expect(summary.ordersByStatus.length).toBeGreaterThan(0);
  });
});
