/** Demo customers: Indian names, phones, street addresses and areas, cities with matching states and 6-digit PIN codes. */
import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../customers/schema';
import { AREAS, CITIES, EMAIL_DOMAINS, STREETS } from './reference-data';

const BATCH = 1000;

/** One customer; `serial` keeps emails unique. */
function customerRow(faker: Faker, serial: number, now: Date) {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const place = faker.helpers.arrayElement(CITIES);
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const hasWallet = faker.datatype.boolean({ probability: 0.3 });
  return {
    name: `${firstName} ${lastName}`,
    email: `${local}${serial}@${faker.helpers.arrayElement(EMAIL_DOMAINS)}`,
    phone: `+91 ${faker.helpers.arrayElement(['6', '7', '8', '9'])}${faker.string.numeric(9)}`,
    type: faker.datatype.boolean({ probability: 0.12 }) ? 'Whole Saler' : 'Customer',
    verified: faker.datatype.boolean({ probability: 0.8 }),
    addressLine1: `${faker.number.int({ min: 1, max: 480 })}, ${faker.helpers.arrayElement(STREETS)}`,
    area: faker.helpers.arrayElement(AREAS),
    pincode: `${place.pinPrefix}0${faker.string.numeric(2)}`,
    city: place.city,
    state: place.state,
    walletBalance: hasWallet ? faker.number.int({ min: 50, max: 5000 }).toFixed(2) : '0.00',
    createdAt: new Date(now.getTime() - faker.number.int({ min: 95, max: 720 }) * 86_400_000),
  };
}

/** Inserts `count` customers in batches. */
export async function seedCustomers(tx: Db, faker: Faker, count: number, now: Date): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await tx.insert(customers).values(Array.from({ length: size }, (_, i) => customerRow(faker, start + i + 1, now)));
  }
  // Every balance is backed by the ledger: an opening credit per customer with money in the wallet.
  await tx.execute(sql`insert into wallet_transactions (transaction_id, customer_id, type, amount, balance_after, reason, initiated_by, created_at)
    select 'WT' || nextval('wallet_transaction_seq'), id, 'credited', wallet_balance, wallet_balance, 'Opening balance', 'System', created_at
    from customers where wallet_balance > 0 order by id`);
}
