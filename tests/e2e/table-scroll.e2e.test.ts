/**
 * A jump-scroll of the dense table draws the rows it lands on in the very next frame, never a frame of
 * old or blank rows first (Blueprint updates its viewport in an animation-frame callback, after which
 * React used to render in a later task; use-scroll-in-frame.ts renders in the scroll event itself).
 * Counted in frames, not milliseconds, so a busy machine cannot make it pass or fail.
 */
import { describe, expect, it } from 'vitest';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 1_000 });

describe('the order list scrolled', () => {
  it('shows the rows a jump lands on in the first frame after it, every time', async () => {
    const page = await e2e.signedInPage({ timeout: 20_000 });
    await page.goto(`${e2e.portal.url}#/manageOrder/all?size=all`);
    await page.locator('.bp6-table-quadrant-main .bp6-table-cell-row-0').first().waitFor();
    // Frames from setting scrollTop until the landing row's cells are in the DOM, for jumps down and back up.
    const frames = await page.evaluate(async () => {
      const scroller = document.querySelector<HTMLElement>(
        '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
      )!;
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- serialized into the page, so it must live inside
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const counts: number[] = [];
      for (const row of [500, 40, 900, 250, 0]) {
        await new Promise((done) => setTimeout(done, 100));
        scroller.scrollTop = row * 28;
        let n = 0;
        do {
          await frame();
          n++;
        } while (!scroller.querySelector(`.bp6-table-cell-row-${row + 2}`)?.textContent && n < 10);
        // The frozen first columns scroll with it in the same frame.
        const left = document.querySelector(
          `.bp6-table-quadrant-left .bp6-table-body-cells .bp6-table-cell-row-${row + 2}`,
        );
        counts.push(left ? n : -n);
      }
      return counts;
    });
    expect(frames).toEqual([1, 1, 1, 1, 1]);
  });

  it('draws a body cell as one element, and gives a cut-off value its tooltip when the pointer reaches it', async () => {
    const page = await e2e.signedInPage({ timeout: 20_000 });
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    const body = page.locator('.bp6-table-quadrant-main .bp6-table-body-cells');
    // The loading skeleton's cells carry the row classes too: wait for a drawn one.
    await body.locator('.dt-cell.bp6-table-cell-row-2').first().waitFor();
    // Text cells hold their text directly: one element per cell for a jump to mount, style and lay out.
    const shape = await body.evaluate((el) => {
      const cells = [...el.querySelectorAll<HTMLElement>('.dt-cell:not(.bp6-table-cell-interactive)')].filter(
        (c) => !c.querySelector('.dt-tag'),
      );
      return {
        cells: cells.length,
        withElements: cells.filter((c) => c.childElementCount > 0).length,
        titled: cells.filter((c) => c.title).length,
      };
    });
    expect(shape.cells).toBeGreaterThan(50);
    expect(shape).toMatchObject({ withElements: 0, titled: 0 });
    // Two whole text cells of the scrolling (not frozen) columns; the first is narrowed as a narrow column would cut it.
    const scrolling = body.locator('.dt-cell:not(.bp6-table-cell-col-0):not(.bp6-table-cell-col-1)');
    const [first, second] = await body.evaluate((el) => {
      const cells = [
        ...el.querySelectorAll<HTMLElement>('.dt-cell:not(.bp6-table-cell-col-0):not(.bp6-table-cell-col-1)'),
      ];
      const whole = cells.flatMap((c, i) =>
        c.childElementCount === 0 && (c.textContent ?? '').length > 4 && c.scrollWidth <= c.clientWidth ? [i] : [],
      );
      return [whole[0], whole[whole.length - 1]];
    });
    const cutOff = scrolling.nth(first);
    const text = await cutOff.textContent();
    await cutOff.evaluate((cell) => {
      cell.style.width = '36px';
    });
    expect(await cutOff.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
    await cutOff.hover();
    await expect.poll(() => cutOff.getAttribute('title')).toBe(text);
    const wholeCell = scrolling.nth(second);
    await wholeCell.hover();
    expect(await wholeCell.getAttribute('title')).toBeNull();
  });
});
