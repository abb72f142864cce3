/**
 * The wallet adjustment machine (machines/wallets/wallet-adjustment.machine.ts) through the customer wallets: a customer's
 * "Credit or debit" opens the dialog, Save posts the form (`postAdjustment` is its POST), Retry and Cancel. A
 * refusal (the machine's `done` with `ok: false`) is the server's 400 naming the amount.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { API_BASE } from '../../../contract/platform/api-paths';
import { MESSAGES } from '../../../contract/platform/messages';
import { encodeCriteria } from '../../../src/components/data-table/url-codec';
import { queryRows } from '../../../server/db/transaction';
import type { UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';
import { remountAt } from '../../paths/ui-adapter';

const customer = { id: 0, name: '' };
const dialog = (page: Page) => page.getByRole('dialog', { name: `Wallet of ${customer.name}` });
const save = (page: Page) => dialog(page).locator('.bp6-dialog-footer-actions button').last();
const cancel = (page: Page) => dialog(page).getByRole('button', { name: 'Cancel', exact: true });
const opener = (page: Page) => page.getByRole('button', { name: `Credit or debit ${customer.name}` });

export const walletAdjustmentAdapter: UiAdapter = {
  model: 'wallet adjustment',
  walks: true,
  async start(page, _input, portal) {
    if (!customer.id) {
      const [first] = await queryRows<{ id: number; name: string }>(
        portal.db,
        sql`select id, name from customers order by id limit 1`,
      );
      Object.assign(customer, first);
    }
    const only = encodeCriteria([{ filterKey: 'id', operation: 'eq', value: [customer.id] }]);
    await remountAt(page, `/manageWallet/customer-wallet?q=${only}`);
    await opener(page).waitFor();
  },
  events: {
    'dialog.open': (page) => opener(page).click(),
    'form.submit': async (page) => {
      await dialog(page).getByLabel('Amount').fill('150');
      await dialog(page).getByLabel('Reason').fill('Goodwill');
      await save(page).click();
    },
    'dialog.retry': (page) => dialog(page).getByRole('button', { name: 'Retry', exact: true }).click(),
    'dialog.close': (page) => cancel(page).click(),
  },
  invokes: {
    postAdjustment: {
      method: 'POST',
      url: new RegExp(`${API_BASE}/customer-wallet/\\d+/transactions$`),
      answer: (event) => {
        const output = (event as { output?: { ok: boolean; errors?: { field?: string; message: string }[] } }).output;
        return output && !output.ok ? { status: 400, errors: output.errors ?? [] } : undefined;
      },
    },
  },
  states: {
    closed: (page) => expectState(dialog(page), 'the wallet dialog', { visible: false }),
    editing: async (page) => {
      await expectState(dialog(page), 'the wallet dialog', { visible: true });
      await expectState(save(page), 'Save', { visible: true, enabled: true });
      await expectState(cancel(page), 'Cancel', { enabled: true });
      await expectState(dialog(page).getByText(MESSAGES.technicalError), 'the error', { visible: false });
    },
    submitting: async (page) => {
      await expectState(save(page), 'Save while the posting is sent', { visible: true, enabled: false });
      // The machine takes no close while the posting is under way: Cancel must say so.
      await expectState(cancel(page), 'Cancel while the posting is sent', { visible: true, enabled: false });
    },
    failed: async (page) => {
      await expectState(dialog(page).getByText(MESSAGES.technicalError), 'the error', { visible: true });
      await expectState(dialog(page).getByRole('button', { name: 'Retry', exact: true }), 'Retry', {
        visible: true,
        enabled: true,
      });
      await expectState(cancel(page), 'Cancel', { enabled: true });
    },
  },
};
