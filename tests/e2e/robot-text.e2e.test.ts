/**
 * Robot text in Chromium, as an editor uses it: the demo robots.txt in the editor, a bad line named with its
 * number as it is typed (its button selects the line), Save refused until it is fixed, then saved with the
 * toast and served at once at /api/robot-text; a stale save offers a reload; an earlier version is viewed and
 * restored from the history. Light and dark screenshots.
 */
import { desc } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ROBOT_TEXT_MESSAGES, SUCCESS } from '../../contract';
import { robotTextVersions } from '../../server/content/schema';
import { DEMO_ROBOTS_TEXT } from '../../server/seed/robot-text';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

async function openScreen(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.signedInPage({ colorScheme, timeout: 10_000, hash: '/robotText' });
  await page.getByRole('textbox', { name: 'robots.txt' }).waitFor();
  return page;
}

const newest = async () =>
  (await e2e.portal.db.select().from(robotTextVersions).orderBy(desc(robotTextVersions.version)).limit(1))[0];
const editor = (page: Page) => page.getByRole('textbox', { name: 'robots.txt' });
const served = async () => (await fetch(`${e2e.portal.url}api/robot-text`)).text();

const e2e = portalAndBrowser({ orders: 10 });

describe('robot text', () => {
  it('names a bad line as it is typed, refuses to save it, then saves the fixed text and serves it', async () => {
    const page = await openScreen('light');
    expect(await editor(page).inputValue()).toBe(DEMO_ROBOTS_TEXT);
    const lines = DEMO_ROBOTS_TEXT.split('\n').length;

    // Type at the end, as a person would: a rule with a path that does not start with /.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Disallow: private');
    const problem = ROBOT_TEXT_MESSAGES.badPath(lines, 'Disallow');
    await page.getByRole('button', { name: problem }).click();
    const selected = await editor(page).evaluate((el: HTMLTextAreaElement) =>
      el.value.slice(el.selectionStart, el.selectionEnd),
    );
    expect(selected).toBe('Disallow: private');
    await screenshot(page, 'robot-text-problem-light');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(problem).waitFor();
    expect((await newest()).version).toBe(1);

    await page.keyboard.press('End');
    for (let i = 0; i < 'private'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('/private');
    await page.getByRole('button', { name: problem }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.saved('robot text')).waitFor();
    expect(await newest()).toMatchObject({
      version: 2,
      body: `${DEMO_ROBOTS_TEXT}Disallow: /private`,
      savedByName: 'Aditi Rao',
    });
    expect(await served()).toBe(`${DEMO_ROBOTS_TEXT}Disallow: /private`);
    await page.getByRole('heading', { name: 'Version 2' }).waitFor();
    await page.getByRole('button', { name: 'Restore version 1' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'robot-text-saved-light');
    await page.context().close();
  });

  it('offers a reload when someone else saved meanwhile', async () => {
    const page = await openScreen('light');
    const before = await newest();
    await e2e.portal.db.insert(robotTextVersions).values({
      version: before.version + 1,
      body: 'User-agent: *\nDisallow: /elsewhere\n',
      savedByName: 'Priya Nair',
    });
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n# mine');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(MESSAGES.staleVersion).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: `Version ${before.version + 1}` }).waitFor();
    expect(await editor(page).inputValue()).toBe('User-agent: *\nDisallow: /elsewhere\n');
    await page.context().close();
  });

  it('views an earlier version and restores it as a new one, in the dark theme', async () => {
    const page = await openScreen('dark');
    const before = await newest();
    await page.getByRole('button', { name: 'View version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version 1' });
    await dialog.getByLabel('robots.txt of version 1').getByText('Disallow: /checkout').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'robot-text-version-dark');
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await confirm.getByText(ROBOT_TEXT_MESSAGES.confirmRestore(1)).waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.locator('.bp6-toast').getByText(ROBOT_TEXT_MESSAGES.restored(1)).waitFor();
    expect(await newest()).toMatchObject({ version: before.version + 1, body: DEMO_ROBOTS_TEXT, restoredFrom: 1 });
    expect(await editor(page).inputValue()).toBe(DEMO_ROBOTS_TEXT);
    await page.getByText('Restored from version 1').first().waitFor();
    await screenshot(page, 'robot-text-dark');
    await page.context().close();
  });
});
