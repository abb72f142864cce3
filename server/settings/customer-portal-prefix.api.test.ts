import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PORTAL_DEFAULTS } from '../../contract/settings/customer-portal';
import { MESSAGES } from '../../contract/platform/messages';
import { PORTAL_SECTIONS_API } from '../../contract/settings/portal-settings-sections';
import { PREFIX_SETTINGS_API } from '../../contract/settings/prefix-settings';
import { queryRows, withTransaction } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';
import { takeNumber } from '../platform/prefix-numbers';

describe.each(ENGINES)('customer portal and prefix settings on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const put = (url: string, body: object, token = admin) =>
    t.app.inject({ method: 'PUT', url: `/api${url}`, payload: body, headers: { authorization: `Bearer ${token}` } });
  const get = async <T>(url: string) => (await getWithToken(t.app, url, admin)).json().output as T;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  describe('customer portal', () => {
    type Portal = typeof CUSTOMER_PORTAL_DEFAULTS & {
      version: number;
      categoryOptions: { id: number; name: string }[];
    };

    it("saves the demo shop's settings as they come: its home categories satisfy the rule (issue 40 item 3)", async () => {
      const { categoryOptions, ...values } = await get<Portal>(PORTAL_SECTIONS_API.customerPortal);
      expect(values).toMatchObject({
        ...CUSTOMER_PORTAL_DEFAULTS,
        homeCategoryIds: categoryOptions
          .filter((c) => !c.name.includes(' / '))
          .slice(0, 6)
          .map((c) => c.id),
        version: 1,
      });
      const saved = await put(PORTAL_SECTIONS_API.customerPortal, { ...values, returnWindowDays: 10 });
      expect(saved.statusCode, saved.body).toBe(200);
      const back = await put(PORTAL_SECTIONS_API.customerPortal, { ...values, version: saved.json().output.version });
      expect(back.statusCode, back.body).toBe(200);
    });

    it('asks for at least 4 home categories in the seed wording, then saves them with the version read', async () => {
      const before = await get<Portal>(PORTAL_SECTIONS_API.customerPortal);
      expect(before).toMatchObject({ ...CUSTOMER_PORTAL_DEFAULTS, homeCategoryIds: expect.any(Array), version: 3 });
      expect(before.categoryOptions.length).toBeGreaterThanOrEqual(5);
      const ids = before.categoryOptions.map((c) => c.id);
      const { categoryOptions: _, ...values } = before;
      const three = await put(PORTAL_SECTIONS_API.customerPortal, {
        ...values,
        homeCategoryIds: [ids[0], ids[1], ids[2], ids[2]],
      });
      expect(three.statusCode).toBe(400);
      expect(errorBody(three).errors).toEqual([
        { field: 'homeCategoryIds', message: 'at least 4 categories should be selected' },
      ]);
      const saved = await put(PORTAL_SECTIONS_API.customerPortal, {
        ...values,
        homeCategoryIds: ids.slice(0, 4),
        returnWindowDays: 10,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().output).toMatchObject({ homeCategoryIds: ids.slice(0, 4), returnWindowDays: 10, version: 4 });
    });

    it('refuses a stale version with 409, COD limits out of order and a made-up category', async () => {
      const { categoryOptions, ...current } = await get<Portal>(PORTAL_SECTIONS_API.customerPortal);
      const stale = await put(PORTAL_SECTIONS_API.customerPortal, { ...current, returnWindowDays: 3, version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).errors[0].message).toBe(MESSAGES.staleVersion);
      const cod = await put(PORTAL_SECTIONS_API.customerPortal, {
        ...current,
        codMinOrderAmount: 900,
        codMaxOrderAmount: 100,
      });
      expect(errorBody(cod).errors).toEqual([
        { field: 'codMaxOrderAmount', message: 'The COD maximum cannot be less than the COD minimum' },
      ]);
      const gone = await put(PORTAL_SECTIONS_API.customerPortal, {
        ...current,
        homeCategoryIds: [...categoryOptions.slice(0, 3).map((c) => c.id), 2_000_000_000],
      });
      expect(gone.statusCode).toBe(409);
      expect(await get<Portal>(PORTAL_SECTIONS_API.customerPortal)).toMatchObject({ returnWindowDays: 10, version: 4 });
    });

    it('is refused to staff without customer portal access', async () => {
      const { token } = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
      expect((await getWithToken(t.app, PORTAL_SECTIONS_API.customerPortal, token)).statusCode).toBe(403);
    });
  });

  describe('prefix settings', () => {
    type Prefix = { type: string; prefix: string; nextNumber: number; version: number };
    const awbRow = async () => (await get<Prefix[]>(PREFIX_SETTINGS_API.list)).find((p) => p.type === 'awb')!;

    it('lists every type with its prefix and next number', async () => {
      const rows = await get<Prefix[]>(PREFIX_SETTINGS_API.list);
      expect(rows.map((r) => r.type)).toEqual([
        'order',
        'product',
        'sku',
        'returnOrder',
        'refundDetails',
        'invoice',
        'awb',
      ]);
      expect(rows.find((r) => r.type === 'awb')).toMatchObject({ prefix: 'AWB', nextNumber: 100001 });
    });

    it('applies a prefix change to new numbers only: a stored number keeps its prefix', async () => {
      const first = await withTransaction(t.db, (tx) => takeNumber(tx, 'awb'));
      await t.db.execute(sql`update orders set awb_no = ${first} where id = 1`);
      const row = await awbRow();
      const changed = await put(PREFIX_SETTINGS_API.one('awb'), {
        prefix: 'SR-26',
        nextNumber: 500,
        version: row.version,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().output).toEqual({
        type: 'awb',
        prefix: 'SR-26',
        nextNumber: 500,
        version: row.version + 1,
      });
      expect(await withTransaction(t.db, (tx) => takeNumber(tx, 'awb'))).toBe('SR-26500');
      const [stored] = await queryRows<{ awb: string }>(t.db, sql`select awb_no as awb from orders where id = 1`);
      expect(stored.awb).toBe(first);
    });

    it('numbers every return request from the return-order prefix, the seeded ones in order, new ones under a changed prefix', async () => {
      const seeded = await queryRows<{ id: number; no: string }>(
        t.db,
        sql`select id::int as id, return_no as no from returns order by id`,
      );
      expect(seeded.length).toBeGreaterThanOrEqual(1);
      const row = (await get<Prefix[]>(PREFIX_SETTINGS_API.list)).find((p) => p.type === 'returnOrder')!;
      expect(seeded.every((r) => /^RET\d+$/.test(r.no))).toBe(true);
      // In the order they were made: numbers rise with the id.
      const numbers = seeded.map((r) => Number(r.no.slice(3)));
      expect(numbers).toEqual(numbers.toSorted((a, b) => a - b));
      expect(new Set(numbers).size).toBe(seeded.length);
      expect(Number(seeded.at(-1)!.no.slice(3))).toBeLessThan(row.nextNumber);
      const changed = await put(PREFIX_SETTINGS_API.one('returnOrder'), {
        prefix: 'RMA',
        nextNumber: 7000,
        version: row.version,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // A request arriving from the storefront: the insert names no number, the column's default takes one.
      const [made] = await queryRows<{ no: string }>(
        t.db,
        sql`insert into returns (order_id, kind, reason)
        select id, 'return', 'Too small' from orders order by id limit 1 returning return_no as no`,
      );
      expect(made.no).toBe('RMA7000');
      const [again] = await queryRows<{ no: string }>(
        t.db,
        sql`select return_no as no from returns where id = ${seeded[0].id}`,
      );
      expect(again.no).toBe(seeded[0].no);
    });

    it('gives back a number whose transaction rolls back, and never hands one out twice to concurrent takers', async () => {
      const before = (await awbRow()).nextNumber;
      await expect(
        withTransaction(t.db, async (tx) => {
          await takeNumber(tx, 'awb');
          throw new Error('label failed');
        }),
      ).rejects.toThrow('label failed');
      expect((await awbRow()).nextNumber).toBe(before);
      const taken = await Promise.all(
        Array.from({ length: 25 }, () => withTransaction(t.db, (tx) => takeNumber(tx, 'awb'))),
      );
      expect(new Set(taken).size).toBe(25);
      expect(taken.toSorted()).toEqual(Array.from({ length: 25 }, (_, i) => `SR-26${before + i}`).toSorted());
    });

    it('refuses a stale version, a step back under the same prefix, and special characters', async () => {
      const row = await awbRow();
      const stale = await put(PREFIX_SETTINGS_API.one('awb'), { prefix: 'X', nextNumber: 1, version: row.version - 1 });
      expect(stale.statusCode).toBe(409);
      const back = await put(PREFIX_SETTINGS_API.one('awb'), {
        prefix: row.prefix,
        nextNumber: row.nextNumber - 1,
        version: row.version,
      });
      expect(errorBody(back).errors).toEqual([
        { field: 'nextNumber', message: `The minimum value allowed is ${row.nextNumber}` },
      ]);
      const odd = await put(PREFIX_SETTINGS_API.one('awb'), {
        prefix: 'A/B',
        nextNumber: row.nextNumber,
        version: row.version,
      });
      expect(errorBody(odd).errors).toEqual([
        { field: 'prefix', message: 'no special character allowed, use only alphanumeric' },
      ]);
      expect(await awbRow()).toEqual(row);
    });

    it('is refused to staff without prefix settings access', async () => {
      const { token } = await signInAs(t.app, 'orders', 'Orders@12345');
      expect((await getWithToken(t.app, PREFIX_SETTINGS_API.list, token)).statusCode).toBe(403);
      expect(
        (await put(PREFIX_SETTINGS_API.one('awb'), { prefix: 'X', nextNumber: 1, version: 1 }, token)).statusCode,
      ).toBe(403);
    });
  });
});
