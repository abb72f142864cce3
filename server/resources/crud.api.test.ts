import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/platform/messages';
import { MAX_ROW_ID, resourcePaths, type ResourceDef } from '../../contract/platform/resource';
import { customerResource } from '../../contract/customers/customer';
import { deliveryLocationResource } from '../../contract/shipping/delivery-location';
import { pickupLocationResource } from '../../contract/shipping/pickup-location';
import { promoCodeResource } from '../../contract/content/promo-code';
import { taxResource } from '../../contract/catalogue/tax';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

interface CrudSpec {
  def: ResourceDef;
  create: Record<string, unknown>;
  /** What the created row reads back as (money as exact strings). */
  created: Record<string, unknown>;
  update: Record<string, unknown>;
  updated: Record<string, unknown>;
  /** The unique field's value of a seeded row, in another case. */
  duplicate: string;
  invalid: Record<string, unknown>;
  invalidFields: string[];
}

const SPECS: CrudSpec[] = [
  {
    def: taxResource,
    create: { name: 'GST 40%', percentage: 40 },
    created: { name: 'GST 40%', percentage: '40.00' },
    update: { name: 'Cess 1%', percentage: '1.5' },
    updated: { name: 'Cess 1%', percentage: '1.50' },
    duplicate: 'gst 18%',
    invalid: { name: '  ', percentage: 101 },
    invalidFields: ['name', 'percentage'],
  },
  {
    def: deliveryLocationResource,
    create: { zipCode: '560099', deliveryCharge: 45.5, freeDeliveryAmount: '750' },
    created: { zipCode: '560099', deliveryCharge: '45.50', freeDeliveryAmount: '750.00' },
    update: { zipCode: '560098', deliveryCharge: 0, freeDeliveryAmount: 0 },
    updated: { zipCode: '560098', deliveryCharge: '0.00', freeDeliveryAmount: '0.00' },
    duplicate: '400001',
    invalid: { zipCode: '012345', deliveryCharge: -1 },
    invalidFields: ['zipCode', 'deliveryCharge', 'freeDeliveryAmount'],
  },
  {
    def: pickupLocationResource,
    create: {
      name: 'Pune Depot',
      phone: '+91 9822012345',
      address: 'Plot 7, Chakan MIDC',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '410501',
      latitude: 18.76,
      longitude: '73.86',
    },
    created: {
      name: 'Pune Depot',
      address2: '',
      country: 'India',
      latitude: 18.76,
      longitude: 73.86,
      pincode: '410501',
    },
    update: {
      name: 'Pune Depot 2',
      phone: '+91 9822012346',
      address: 'Plot 8',
      address2: 'Gate 2',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '410501',
      latitude: null,
      longitude: null,
    },
    updated: { name: 'Pune Depot 2', address2: 'Gate 2', latitude: null, longitude: null },
    duplicate: 'MUMBAI WAREHOUSE',
    invalid: { name: 'x', phone: 'abc', latitude: 91 },
    invalidFields: ['phone', 'address', 'city', 'state', 'pincode', 'latitude'],
  },
  {
    def: promoCodeResource,
    create: {
      name: 'MEGA40',
      startDate: '2099-01-01',
      endDate: '2099-01-31',
      numberOfUsers: 50,
      minimumOrderAmount: 999,
      maximumOrderAmount: 0,
      minimumPurchaseAmount: 0,
      discountType: 'Percentage',
      discount: 40,
      maxDiscount: 750,
    },
    created: {
      name: 'MEGA40',
      message: '',
      reusable: false,
      usedCount: 0,
      discount: '40.00',
      maxDiscount: '750.00',
      listed: true,
      cashback: false,
    },
    update: {
      name: 'MEGA400',
      message: 'Flat ₹400 off',
      startDate: '2099-02-01',
      endDate: '2099-02-01',
      reusable: true,
      numberOfUsers: 0,
      minimumOrderAmount: 1999,
      maximumOrderAmount: 50000,
      minimumPurchaseAmount: 0,
      discountType: 'Amount',
      discount: 400,
      maxDiscount: 0,
    },
    updated: {
      name: 'MEGA400',
      startDate: '2099-02-01',
      endDate: '2099-02-01',
      discountType: 'Amount',
      discount: '400.00',
      maximumOrderAmount: '50000.00',
    },
    duplicate: 'welcome10',
    invalid: { name: 'BAD CODE!' },
    invalidFields: [
      'name',
      'startDate',
      'endDate',
      'numberOfUsers',
      'minimumOrderAmount',
      'maximumOrderAmount',
      'minimumPurchaseAmount',
      'discountType',
      'discount',
      'maxDiscount',
    ],
  },
  {
    def: customerResource,
    create: {
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phone: '+91 9876543210',
      type: 'Whole Saler',
      pincode: '600001',
      city: 'Chennai',
      state: 'Tamil Nadu',
    },
    created: { email: 'meera.iyer@example.in', type: 'Whole Saler', verified: false, walletBalance: '0.00' },
    update: {
      name: 'Meera Iyer',
      email: 'meera@example.in',
      phone: '+91 9876543211',
      type: 'Customer',
      verified: true,
      pincode: '600002',
      city: 'Chennai',
      state: 'Tamil Nadu',
    },
    updated: { email: 'meera@example.in', type: 'Customer', verified: true },
    duplicate: 'SEEDED',
    invalid: { email: 'not-an-email', type: 'Retailer' },
    invalidFields: ['name', 'email', 'phone', 'type', 'pincode', 'city', 'state'],
  },
];

describe.each(ENGINES)('resource create, update, status and delete on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 30 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object, token = admin) =>
    t.app.inject({ method, url: `/api${path}`, payload: body, headers: { authorization: `Bearer ${token}` } });

  /** The unique value a seeded row holds (customers: the first seeded email, upper-cased). */
  async function duplicateOf(spec: CrudSpec): Promise<string> {
    if (spec.duplicate !== 'SEEDED') return spec.duplicate;
    return String((await call('GET', resourcePaths(customerResource).one(1))).json().output.email).toUpperCase();
  }

  describe.each(SPECS.map((s) => [s.def.key, s] as const))('%s', (_key, spec) => {
    const paths = resourcePaths(spec.def);
    const unique = spec.def.unique!;
    let id = 0;

    it('creates (201), reads back, refuses a duplicate in any case (409 on the field) and bad input (400 per field)', async () => {
      const created = await call('POST', paths.create, spec.create);
      expect(created.statusCode).toBe(201);
      const row = created.json().output;
      id = row.id;
      expect(row).toMatchObject({ ...spec.created, version: 1, status: 'Active' });
      expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);
      expect((await call('GET', paths.one(id))).json().output).toEqual(row);
      const duplicate = await call('POST', paths.create, { ...spec.create, [unique.key]: await duplicateOf(spec) });
      expect(duplicate.statusCode).toBe(409);
      expect(errorBody(duplicate).errors).toEqual([{ field: unique.key, message: unique.message }]);
      const invalid = await call('POST', paths.create, spec.invalid);
      expect(invalid.statusCode).toBe(400);
      expect(
        errorBody(invalid)
          .errors.map((e) => e.field)
          .toSorted(),
      ).toEqual(spec.invalidFields.toSorted());
    });

    it('updates at the read version, then refuses the stale version (409) and a duplicate (409 on the field)', async () => {
      const updated = await call('PUT', paths.one(id), { ...spec.update, version: 1 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().output).toMatchObject({ ...spec.updated, id, version: 2 });
      const stale = await call('PUT', paths.one(id), { ...spec.update, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).errors).toEqual([{ message: MESSAGES.staleVersion }]);
      const clash = await call('PUT', paths.one(id), {
        ...spec.update,
        [unique.key]: await duplicateOf(spec),
        version: 2,
      });
      expect(clash.statusCode).toBe(409);
      expect(errorBody(clash).errors).toEqual([{ field: unique.key, message: unique.message }]);
      expect((await call('PUT', paths.one(id), { version: 2 })).statusCode).toBe(400);
      expect((await call('GET', paths.one(id))).json().output).toMatchObject({ ...spec.updated, version: 2 });
    });

    it('changes status and deletes at the read version (409 when stale), then answers 404', async () => {
      const inactive = await call('PUT', paths.status(id), { status: 'Inactive', version: 2 });
      expect(inactive.statusCode).toBe(200);
      expect(inactive.json().output).toMatchObject({ status: 'Inactive', version: 3 });
      expect((await call('PUT', paths.status(id), { status: 'Active', version: 2 })).statusCode).toBe(409);
      expect((await call('PUT', paths.status(id), { status: 'Deleted', version: 3 })).statusCode).toBe(400);
      const stale = await call('DELETE', `${paths.one(id)}?version=2`);
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).errors).toEqual([{ message: MESSAGES.staleVersion }]);
      expect((await call('DELETE', `${paths.one(id)}?version=3`)).statusCode).toBe(200);
      for (const response of [
        await call('GET', paths.one(id)),
        await call('DELETE', `${paths.one(id)}?version=3`),
        await call('PUT', paths.one(id), { ...spec.update, version: 3 }),
        await call('PUT', paths.status(id), { status: 'Active', version: 3 }),
        await call('GET', paths.one(MAX_ROW_ID)),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorBody(response).errors).toEqual([{ message: MESSAGES.notFound }]);
      }
      expect((await call('DELETE', paths.one(1))).statusCode).toBe(400);
      // An id no 32-bit serial column can hold is a bad request, not a lookup.
      expect((await call('GET', paths.one(99_999_999_999))).statusCode).toBe(400);
    });
  });

  it('refuses to delete a customer who has orders (409) and keeps them', async () => {
    const { customerId } = (await call('GET', '/order-details/1')).json().output;
    const { version } = (await call('GET', resourcePaths(customerResource).one(customerId))).json().output;
    const response = await call('DELETE', `${resourcePaths(customerResource).one(customerId)}?version=${version}`);
    expect(response.statusCode).toBe(409);
    // Named by the orders that point at the customer (server/resources/in-use.ts).
    expect(errorBody(response).errors).toEqual([
      { message: expect.stringMatching(/^customer is used by: Order "ORD\d{8}"/) },
    ]);
    expect((await call('GET', resourcePaths(customerResource).one(customerId))).statusCode).toBe(200);
  });

  it('checks add, edit and delete permissions separately (403 for staff without them)', async () => {
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    const customer = SPECS[4];
    expect((await call('GET', resourcePaths(customerResource).one(2), undefined, orders)).statusCode).toBe(200);
    expect((await call('POST', resourcePaths(customerResource).create, customer.create, orders)).statusCode).toBe(403);
    expect(
      (await call('PUT', resourcePaths(customerResource).status(2), { status: 'Inactive', version: 1 }, orders))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `${resourcePaths(customerResource).one(2)}?version=1`, undefined, orders)).statusCode,
    ).toBe(403);
    expect((await call('POST', resourcePaths(taxResource).create, SPECS[0].create, orders)).statusCode).toBe(403);
    expect(
      (await call('POST', resourcePaths(pickupLocationResource).create, SPECS[2].create, catalogue)).statusCode,
    ).toBe(403);
    const allowed = await call('POST', resourcePaths(taxResource).create, { name: 'GST 1%', percentage: 1 }, catalogue);
    expect(allowed.statusCode).toBe(201);
  });

  it('offers no writes for orders: they are read-only here', async () => {
    expect((await call('POST', '/order-details', {})).statusCode).toBe(404);
    expect((await call('GET', '/order-details/1')).json().output).toMatchObject({ id: 1, orderNo: 'ORD00000001' });
  });
});
