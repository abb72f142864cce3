/**
 * `npm run simulate`: a storefront against a running portal, through the typed client only (contract/store/store-client.ts).
 * Shoppers browse, quote, place COD and prepaid orders (some payments fail), cancel a few, ask for returns of orders staff
 * delivered, open tickets, review what they received and sign up or look at their accounts, at `--rate` actions a second for `--seconds`, with a progress line.
 *
 *   npm run simulate -- --url http://localhost:8080 --rate 2 --seconds 120
 *
 * Without `--key` (or STORE_API_KEY) it signs in as the demo Master Admin (`--admin user:password`) and makes a key.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { faker } from '@faker-js/faker';
import { API_KEY_SCOPES, API_KEYS_API } from '../contract/store/api-keys';
import { createStoreClient, StoreApiError, type StoreClient } from '../contract/store/store-client';
import type { StorePaymentMethod } from '../contract/store/store-orders';
import { CITIES } from '../server/seed/reference-data';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 8080}` },
    key: { type: 'string', default: process.env.STORE_API_KEY },
    admin: { type: 'string', default: 'admin:Admin@12345' },
    rate: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string', default: '43' },
  },
});
const rate = Math.max(0.1, Number(args.rate));
const seconds = Math.max(1, Number(args.seconds));
faker.seed(Number(args.seed));

/** A key of its own, made through the staff API as the Master Admin (the portal's demo sign-in by default). */
async function makeKey(url: string, admin: string): Promise<string> {
  const [username, password] = admin.split(':');
  const post = (path: string, body: object, token?: string) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as { output: Record<string, unknown> } }));
  const session = await post('/auth/login', { username, password, remember: false });
  if (session.status !== 200)
    throw new Error(`Could not sign in as ${username} to make an API key (${session.status})`);
  const made = await post(
    API_KEYS_API.create,
    {
      name: `Shop simulator ${new Date().toISOString().slice(0, 16)}`,
      scopes: [...API_KEY_SCOPES],
      rateLimitPerMinute: 100_000,
    },
    String(session.json.output.token),
  );
  if (made.status !== 201) throw new Error(`Could not make an API key (${made.status})`);
  return String(made.json.output.secret);
}

interface Placed {
  orderNo: string;
  email: string;
  productIds: number[];
  paid: boolean;
}

const tally = {
  browsed: 0,
  orders: 0,
  cod: 0,
  prepaid: 0,
  paymentsFailed: 0,
  cancelled: 0,
  returns: 0,
  tickets: 0,
  reviews: 0,
  accounts: 0,
  refused: 0,
  errors: 0,
};
const placed: Placed[] = [];
const shoppers = Array.from({ length: 40 }, (_, i) => {
  const [first, last] = [faker.person.firstName(), faker.person.lastName()];
  const city = CITIES[i % 20];
  return {
    customer: {
      name: `${first} ${last}`,
      email: `shopper${i + 1}.${first}.${last}@example.in`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    },
    shipTo: {
      name: `${first} ${last}`,
      line1: `${faker.number.int({ min: 1, max: 300 })} ${faker.location.street()}`,
      city: city.city,
      state: city.state,
      pincode: `${city.pinPrefix}001`,
      phone: `9${faker.string.numeric(9)}`,
    },
  };
});
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

async function browseAndOrder(client: StoreClient) {
  const page = await client.storeListProducts({ pageSize: 24, page: 1 + Math.floor(Math.random() * 3) });
  const inStock = page.rows.filter((r) => r.inStock);
  tally.browsed++;
  if (!inStock.length || Math.random() < 0.3) return;
  const product = await client.storeGetProduct(pick(inStock).id);
  const variant = product.variants.find((v) => v.available >= product.quantity.min);
  if (!variant) return;
  const shopper = pick(shoppers);
  const method: StorePaymentMethod =
    product.cod && Math.random() < 0.6 ? 'COD' : pick(['UPI', 'Card', 'NetBanking'] as const);
  // Now and then a shopper types a pincode the shop does not serve: the quote says so.
  const shipTo = Math.random() < 0.05 ? { ...shopper.shipTo, pincode: '799999' } : shopper.shipTo;
  const cart = {
    lines: [{ variantId: variant.id, quantity: product.quantity.min }],
    paymentMethod: method,
    shipTo,
    customer: shopper.customer,
  };
  await client.storeQuoteCart(cart);
  const order = await client.storePlaceOrder(cart, randomUUID());
  tally.orders++;
  const entry = {
    orderNo: order.orderNo,
    email: shopper.customer.email,
    productIds: [product.id],
    paid: method === 'COD',
  };
  placed.push(entry);
  if (method === 'COD') return void tally.cod++;
  tally.prepaid++;
  const failed = Math.random() < 0.2;
  await client.storeRecordPayment(order.orderNo, {
    event: failed ? 'failed' : 'captured',
    transactionRef: `pay_${randomUUID().slice(0, 12)}`,
    amount: order.total,
  });
  if (failed) tally.paymentsFailed++;
  else entry.paid = true;
}

async function cancelOne(client: StoreClient) {
  const order = pick(placed.slice(-20));
  if (!order) return;
  await client.storeCancelOrder(order.orderNo, { customer: { email: order.email }, reason: 'Ordered by mistake' });
  tally.cancelled++;
}

async function afterDelivery(client: StoreClient) {
  const order = pick(placed);
  if (!order) return;
  const now = await client.storeGetOrder(order.orderNo, { email: order.email });
  if (now.status !== 'Delivered') return;
  if (Math.random() < 0.5) {
    await client.storeCreateReview(order.productIds[0], {
      customer: { email: order.email },
      rating: 1 + Math.floor(Math.random() * 5),
      comment: faker.lorem.sentence(),
    });
    tally.reviews++;
  } else {
    const questions = await client.storeListReturnQuestions();
    await client.storeRequestReturn(order.orderNo, {
      customer: { email: order.email },
      kind: Math.random() < 0.5 ? 'return' : 'exchange',
      reason: 'Size does not fit',
      answers: questions.map((q) => ({ questionId: q.id, answer: 'Yes' })),
    });
    tally.returns++;
  }
}

async function ticket(client: StoreClient) {
  const order = pick(placed);
  if (!order) return;
  await client.storeCreateTicket({
    customer: { email: order.email },
    subject: `Question about ${order.orderNo}`,
    message: faker.lorem.sentences(2),
    orderNo: order.orderNo,
  });
  tally.tickets++;
}

/** A shopper signs up (or changes their address), or looks at their account. */
async function account(client: StoreClient) {
  const shopper = pick(shoppers);
  if (Math.random() < 0.5) {
    const { name, line1, city, state, pincode, phone } = shopper.shipTo;
    await client.storeSaveCustomer({
      name,
      email: shopper.customer.email,
      phone,
      address: { line1, city, state, pincode },
    });
  } else {
    await client.storeGetCustomer({ email: shopper.customer.email });
  }
  tally.accounts++;
}

const ACTIONS: [number, (client: StoreClient) => Promise<void>][] = [
  [0.65, browseAndOrder],
  [0.05, account],
  [0.08, cancelOne],
  [0.14, afterDelivery],
  [0.08, ticket],
];

async function act(client: StoreClient) {
  let roll = Math.random();
  const [, action] = ACTIONS.find(([weight]) => (roll -= weight) < 0) ?? ACTIONS[0];
  try {
    await action(client);
  } catch (error) {
    if (error instanceof StoreApiError && error.status < 500) tally.refused++;
    else tally.errors++;
  }
}

const line = (elapsed: number) =>
  `${String(Math.round(elapsed)).padStart(4)}s  orders ${tally.orders} (COD ${tally.cod}, prepaid ${tally.prepaid}, ${tally.paymentsFailed} payments failed)  cancelled ${tally.cancelled}  returns ${tally.returns}  tickets ${tally.tickets}  reviews ${tally.reviews}  accounts ${tally.accounts}  browsed ${tally.browsed}  refused ${tally.refused}  errors ${tally.errors}`;

async function main() {
  const url = args.url!.replace(/\/+$/, '');
  const key = args.key ?? (await makeKey(url, args.admin!));
  const client = createStoreClient({ baseUrl: url, apiKey: key });
  console.log(`Shop simulator: ${rate} actions a second for ${seconds} s against ${url}`);
  const started = Date.now();
  const running = new Set<Promise<void>>();
  const tty = process.stdout.isTTY;
  const progress = setInterval(
    () => {
      const text = line((Date.now() - started) / 1000);
      if (tty) process.stdout.write(`\r${text}`);
      else console.log(text);
    },
    tty ? 1000 : 10_000,
  );
  while (Date.now() - started < seconds * 1000) {
    const step = act(client).finally(() => running.delete(step));
    running.add(step);
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(running);
  clearInterval(progress);
  console.log(`${tty ? '\r' : ''}${line((Date.now() - started) / 1000)}`);
  process.exitCode = tally.errors > 0 ? 1 : 0;
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
