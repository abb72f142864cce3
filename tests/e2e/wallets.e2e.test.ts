/**
 * Orders and money in Chromium: a customer's wallet credited through the dialog (balance and the new
 * transaction shown), a debit past zero refused on the amount field, and screenshots of payments,
 * wallets, transactions and the sales report in light and dark.
 */
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '../../contract';
import { customers } from '../../server/customers/schema';
import { walletTransactions } from '../../server/wallets/schema';
import { INSUFFICIENT_WALLET_BALANCE } from '../../server/wallets/wallet-ledger';
import { encodeCriteria } from '../../src/components/data-table/url-codec';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

let customer: { id: number; name: string };

const e2e = portalAndBrowser({ orders: 300 });
beforeAll(async () => {
  [customer] = await e2e.portal.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(sql`${customers.walletBalance} = 0`)
    .orderBy(customers.id)
    .limit(1);
});

async function signedInPage(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.signedInPage({ as: 'orders', acceptDownloads: true, colorScheme });
  return page;
}

const onlyCustomer = () => `?q=${encodeCriteria([{ filterKey: 'id', operation: 'eq', value: [customer.id] }])}`;

describe('customer wallet', () => {
  it('credits a wallet through the dialog: the balance and the new transaction show, a debit past zero is refused on the amount', async () => {
    const page = await signedInPage('light');
    await page.goto(`${e2e.portal.url}#/manageWallet/customer-wallet${onlyCustomer()}`);
    await page.getByRole('button', { name: `Credit or debit ${customer.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('150.25');
    await dialog.getByLabel('Reason').fill('Goodwill for a late delivery');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(WALLET_MESSAGES.credited).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.data-table').getByText('150.25').first().waitFor();
    const [row] = await e2e.portal.db
      .select({ balance: customers.walletBalance })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row.balance).toBe('150.25');

    await page.getByRole('button', { name: `Credit or debit ${customer.name}` }).click();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: /Debit/ }).click();
    await dialog.getByLabel('Amount').fill('500');
    await dialog.getByLabel('Reason').fill('More than there is');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(INSUFFICIENT_WALLET_BALANCE).waitFor();
    await screenshot(page, 'wallet-debit-refused-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Transactions of ${customer.name}` }).click();
    await page.waitForURL(/manageWallet\/transactions/);
    const [tx] = await e2e.portal.db
      .select({ id: walletTransactions.transactionId })
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customer.id));
    await page.getByText(tx.id, { exact: true }).waitFor();
    await page.getByText('Goodwill for a late delivery').first().waitFor();
    await screenshot(page, 'wallet-transactions-light');
  });
});

// Issue 40 item 15 said a chip read "Customer ID = 500" for an amount: an amount's chip names the amount; the
// "Customer ID" chip is the Transactions link's filter, and customer 500 is the newest, the wallet list's first row.
describe('wallet filter chips', () => {
  it('name the column filtered: Amount and Balance for money, Customer ID for the customer a link opened', async () => {
    const page = await signedInPage('light');
    const chips = page.locator('.filter-bar__tags .bp6-tag');
    const panel = page.getByRole('group', { name: 'Filters' });
    await page.goto(`${e2e.portal.url}#/manageWallet/transactions`);
    await page
      .getByText(/^WT\d+/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await panel.getByLabel('Amount value').fill('500');
    await panel.getByLabel('Amount operator').selectOption('eq');
    await expect.poll(() => chips.allInnerTexts()).toEqual(['Amount = 500']);
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.portal.url}#/manageWallet/customer-wallet`);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await panel.getByLabel('Balance value').fill('500');
    await panel.getByLabel('Balance operator').selectOption('eq');
    await expect.poll(() => chips.allInnerTexts()).toEqual(['Balance = 500']);
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.portal.url}#/manageWallet/customer-wallet${onlyCustomer()}`);
    await page.getByRole('button', { name: `Transactions of ${customer.name}` }).click();
    await page.waitForURL(/manageWallet\/transactions/);
    await expect.poll(() => chips.allInnerTexts()).toEqual([`Customer ID = ${customer.id}`]);
    await page.context().close();
  });
});

describe('screens in light and dark', () => {
  it.each(['light', 'dark'] as const)('payments, wallets, transactions and sales render in %s', async (scheme) => {
    const page = await signedInPage(scheme);
    await page.goto(`${e2e.portal.url}#/managePayment`);
    await page.getByRole('tab', { name: /^failed/ }).click();
    await page.waitForURL(/q=/);
    await screenshot(page, `payments-${scheme}`);
    await page.goto(`${e2e.portal.url}#/manageWallet/customer-wallet`);
    await page
      .getByRole('button', { name: /^Credit or debit/ })
      .first()
      .click();
    await screenshot(page, `customer-wallet-dialog-${scheme}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${e2e.portal.url}#/manageWallet/transactions`);
    await page
      .getByText(/^WT\d+/)
      .first()
      .waitFor();
    await screenshot(page, `wallet-transactions-${scheme}`);
    await page.goto(`${e2e.portal.url}#/manageSales`);
    await page.locator('.sales-chart svg').first().waitFor();
    await page.getByRole('table', { name: 'Sales' }).waitFor();
    await screenshot(page, `sales-${scheme}`);
  });
});
