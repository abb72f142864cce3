/**
 * The portal honours the system's reduced-motion setting (WCAG 2.3.3): with it, a closed dialog is gone at once and
 * nothing on the page transitions; without it, Blueprint's dialog keeps its 300 ms transition.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });

/** Opens Tax's first Activate/Deactivate confirmation, cancels it, and says how long the dialog stayed in the page (ms). */
async function closingTime(page: Page): Promise<number> {
  await page
    .getByRole('button', { name: /^(Deactivate|Activate)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await dialog.getByRole('button', { name: 'OK', exact: true }).waitFor();
  // Timed in the page: from the Cancel click to the dialog leaving the document.
  const gone = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const container = document.querySelector('.bp6-dialog')!.closest('.bp6-portal')!;
        const cancel = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!;
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (container.isConnected && container.querySelector('.bp6-dialog')) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(document.body, { childList: true, subtree: true });
        cancel.click();
      }),
  );
  return gone;
}

describe('reduced motion', () => {
  it('closes a dialog at once and runs no transition when the system asks for reduced motion', async () => {
    const page = await e2e.signedInPage({ hash: '/addTax', reducedMotion: 'reduce' });
    await page
      .getByRole('button', { name: /^(Deactivate|Activate)$/ })
      .first()
      .click();
    const ok = page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK', exact: true });
    expect(await ok.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s(, 0s)*$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Blueprint alone keeps a closing dialog 300 ms; under reduced motion it is not kept.
    expect(await closingTime(page)).toBeLessThan(300);
  });

  it('keeps the dialog transition for everyone else', async () => {
    const page = await e2e.signedInPage({ hash: '/addTax', reducedMotion: 'no-preference' });
    expect(await closingTime(page)).toBeGreaterThanOrEqual(290);
  });
});
