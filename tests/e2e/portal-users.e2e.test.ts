/**
 * PORTAL_USERS in Chromium. A Master Admin grants the orders user FAQ in the module-access grid; the orders user,
 * open in a second browser context on the live orders screen, is signed out at once (an access change ends the
 * user's sessions, their live stream ends and its reconnect is refused), is asked to sign in again in the
 * re-login dialog, and then sees FAQ in the menu. "View as this user" shows the orders user's menu under a
 * read-only banner, and Exit returns. Axe finds nothing on the screen and the drawer in light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUCCESS } from '../../contract/platform/messages';
import { PORTAL_USER_MESSAGES } from '../../contract/people/portal-users';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser, TIMEOUT_SCALE } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('portal users', () => {
  it("edits a user's module access and that user, signed in elsewhere, is asked to sign in again and sees the new menu", async () => {
    const staff = await e2e.signedInPage({ as: 'orders', hash: '/manageOrder/all' });
    await settle(staff);
    expect(await menu(staff).getByRole('link', { name: 'FAQ' }).count()).toBe(0);

    const admin = await e2e.signedInPage({ colorScheme: 'light', reducedMotion: 'reduce', hash: '/portalUsers' });
    await admin.getByRole('button', { name: 'Edit Rohan Mehta' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Edit Rohan Mehta' });
    await drawer.getByRole('checkbox', { name: 'FAQ: View', exact: true }).check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await admin.locator('.bp6-toast').getByText(SUCCESS.userUpdated).waitFor();

    const relogin = staff.getByRole('dialog', { name: 'Session expired' });
    const started = Date.now();
    await relogin.waitFor({ timeout: 15_000 * TIMEOUT_SCALE });
    expect(Date.now() - started).toBeLessThan(15_000);
    await relogin.getByLabel('Password', { exact: true }).fill('Orders@12345');
    await relogin.getByRole('button', { name: 'Sign in' }).click();
    await menu(staff).getByRole('link', { name: 'FAQ' }).waitFor();
    await staff.context().close();
  });

  it('views the portal as the orders user, read-only, and exits', async () => {
    const admin = await e2e.signedInPage({ colorScheme: 'light', reducedMotion: 'reduce', hash: '/portalUsers' });
    await admin.getByRole('button', { name: 'View as Rohan Mehta' }).click();
    await admin.getByText(PORTAL_USER_MESSAGES.viewAsBanner('Rohan Mehta')).waitFor();
    await menu(admin).getByRole('link', { name: 'Orders' }).waitFor();
    expect(await menu(admin).getByRole('link', { name: 'Portal Users' }).count()).toBe(0);
    await screenshot(admin, 'portal-users-view-as-light');
    await admin.getByRole('button', { name: 'Exit' }).click();
    await admin.waitForURL(/#\/portalUsers/);
    await menu(admin).getByRole('link', { name: 'Portal Users' }).waitFor();
    expect(await admin.getByText(PORTAL_USER_MESSAGES.viewAsBanner('Rohan Mehta')).count()).toBe(0);
    await admin.context().close();
  });

  it("offers Generate password to staff who may edit users only disabled, with the seed's reason", async () => {
    const admin = await e2e.signedInPage({ hash: '/portalUsers' });
    await admin.getByRole('button', { name: 'Edit Rohan Mehta' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Edit Rohan Mehta' });
    await drawer.getByRole('checkbox', { name: 'Portal Users: Edit', exact: true }).check(); // view comes with it
    expect(await drawer.getByRole('checkbox', { name: 'Portal Users: View', exact: true }).isChecked()).toBe(true);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await admin.locator('.bp6-toast').getByText(SUCCESS.userUpdated).waitFor();
    await admin.context().close();

    const staff = await e2e.signedInPage({ as: 'orders', hash: '/portalUsers' });
    await staff.getByRole('button', { name: 'Edit Priya Nair' }).click();
    const form = staff.getByRole('dialog', { name: 'Edit Priya Nair' });
    const generate = form.getByRole('button', { name: 'Generate password' });
    expect(await generate.isDisabled()).toBe(true);
    await form.getByText(MESSAGES.masterAdminOnly).waitFor();
    expect(await staff.getByRole('button', { name: 'View as Priya Nair' }).count()).toBe(0);
    await staff.context().close();
  });

  it('adds a user typed into the drawer at machine and at human speed without the screen failing', async () => {
    const admin = await e2e.signedInPage({ hash: '/portalUsers' });
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.getByRole('button', { name: 'Add user' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Add user' });
    const field = (label: string) => drawer.getByRole('textbox', { name: `${label} *`, exact: true });
    // Typed key by key, as a person does: each key is its own change event (fill() would make one).
    await field('Name').pressSequentially('Kavya Iyer');
    await field('Username').pressSequentially('kavya.iyer', { delay: 40 });
    await field('E-mail').pressSequentially('kavya.iyer@example.com');
    expect(await field('Name').inputValue()).toBe('Kavya Iyer');
    expect(await field('Username').inputValue()).toBe('kavya.iyer');
    expect(await field('E-mail').inputValue()).toBe('kavya.iyer@example.com');
    expect(await admin.getByText('Something went wrong').count()).toBe(0);
    await drawer.getByRole('checkbox', { name: 'FAQ: View', exact: true }).check();
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await admin.locator('.bp6-toast').getByText(SUCCESS.userAdded).waitFor();
    await admin.getByRole('button', { name: 'Edit Kavya Iyer' }).waitFor();
    expect(errors).toEqual([]);
    await admin.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'has no axe violations on the list and the drawer in the %s theme',
    async (theme) => {
      const page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce', hash: '/portalUsers' });
      await settle(page);
      await page.getByRole('table', { name: 'Portal users' }).waitFor();
      await expectNoViolations(page, `portal users (${theme})`);
      await screenshot(page, `portal-users-${theme}`);
      await page.getByRole('button', { name: 'Edit Priya Nair' }).click();
      await page.getByRole('dialog', { name: 'Edit Priya Nair' }).waitFor();
      await settle(page);
      await expectNoViolations(page, `portal user drawer (${theme})`);
      await screenshot(page, `portal-users-drawer-${theme}`);
      await page.context().close();
    },
  );
});
