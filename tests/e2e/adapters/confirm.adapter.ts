/**
 * The confirm machine (machines/platform/confirm.machine.ts) through a real screen: the Tax list's Activate/Deactivate asks
 * for confirmation and runs the status change inside the dialog (`runConfirmed` is its PUT).
 */
import type { Page } from 'playwright-core';
import { MESSAGES } from '../../../contract/platform/messages';
import { remountAt, type UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
/** OK / Retry: the footer's last button (while loading it shows a spinner instead of its name). */
const proceed = (page: Page) => dialog(page).locator('.bp6-dialog-footer-actions button').last();

export const confirmAdapter: UiAdapter = {
  model: 'confirm',
  walks: true,
  async start(page) {
    await remountAt(page, '/addTax');
    await page
      .getByRole('button', { name: /^(Deactivate|Activate)$/ })
      .first()
      .waitFor();
  },
  events: {
    'dialog.open': (page) =>
      page
        .getByRole('button', { name: /^(Deactivate|Activate)$/ })
        .first()
        .click(),
    'dialog.confirm': (page) => button(page, 'OK').click(),
    'dialog.cancel': (page) => button(page, 'Cancel').click(),
    'dialog.retry': (page) => button(page, 'Retry').click(),
  },
  invokes: { runConfirmed: { method: 'PUT', url: /\/api\/tax\/\d+\/status$/ } },
  states: {
    closed: (page) => expectState(dialog(page), 'the confirmation', { visible: false }),
    open: async (page) => {
      await expectState(dialog(page), 'the confirmation', { visible: true });
      await expectState(button(page, 'OK'), 'OK', { visible: true, enabled: true, focused: true });
      await expectState(button(page, 'Cancel'), 'Cancel', { enabled: true });
      await expectState(dialog(page).getByText(MESSAGES.technicalError), 'the error', { visible: false });
    },
    submitting: async (page) => {
      await expectState(dialog(page), 'the confirmation', { visible: true });
      await expectState(proceed(page), 'OK while the change is sent', { visible: true, enabled: false });
      await expectState(button(page, 'Cancel'), 'Cancel while the change is sent', { enabled: false });
    },
    failed: async (page) => {
      await expectState(dialog(page).getByText(MESSAGES.technicalError), 'the error', { visible: true });
      await expectState(button(page, 'Retry'), 'Retry', { visible: true, enabled: true });
      await expectState(button(page, 'Cancel'), 'Cancel', { enabled: true });
    },
  },
};
