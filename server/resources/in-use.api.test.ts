/**
 * The delete refusal derived from foreign keys (in-use.ts): a row other rows point at is a 409 naming the
 * first few of them, oldest first, "and more" past three; keys that cascade do not count; the database's own
 * refusal (a user added after the check) answers the same.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { sizeChartResource } from '../../contract/catalogue/size-chart';
import { sizeChartBinding, sizeCharts } from '../catalogue/size-chart.resource';
import { products } from '../catalogue/schema';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { deleteUnlessUsed, usersOf } from './in-use';

const paths = resourcePaths(sizeChartResource);

describe.each(ENGINES)('deleting a row still in use on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let names: string[];
  const call = (method: 'GET' | 'DELETE', path: string) =>
    t.app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${admin}` } });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    names = (
      await t.db
        .select({ name: products.name })
        .from(products)
        .where(inArray(products.id, [1, 2, 3, 4]))
        .orderBy(products.id)
    ).map((p) => p.name);
  });
  afterAll(() => t?.close());

  it('names the products using a size chart, the first three and "and more", and keeps the chart', async () => {
    await t.db.update(products).set({ sizeChartId: 1 }).where(eq(products.id, 1));
    const one = await call('DELETE', `${paths.one(1)}?version=1`);
    expect(one.statusCode).toBe(409);
    expect(errorBody(one).errors).toEqual([
      { message: CONFLICT_MESSAGES.usedBy('size chart', `Product "${names[0]}"`) },
    ]);
    await t.db
      .update(products)
      .set({ sizeChartId: 1 })
      .where(inArray(products.id, [2, 3, 4]));
    const many = await call('DELETE', `${paths.one(1)}?version=1`);
    expect(errorBody(many).errors).toEqual([
      {
        message: CONFLICT_MESSAGES.usedBy(
          'size chart',
          `${names
            .slice(0, 3)
            .map((n) => `Product "${n}"`)
            .join(', ')} and more`,
        ),
      },
    ]);
    expect((await call('GET', paths.one(1))).statusCode).toBe(200);
  });

  it("answers the database's own refusal, past the check, with the same 409", async () => {
    const work = () => t.db.delete(sizeCharts).where(eq(sizeCharts.id, 1));
    await expect(deleteUnlessUsed(t.db, sizeChartBinding.source as never, 1, work)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await usersOf(t.db, sizeChartBinding.source as never, 1)).toHaveLength(4);
  });

  it('deletes a chart nothing points at', async () => {
    expect(await usersOf(t.db, sizeChartBinding.source as never, 2)).toEqual([]);
    expect((await call('DELETE', `${paths.one(2)}?version=1`)).statusCode).toBe(200);
  });
});
