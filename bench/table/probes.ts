/**
 * In-page measurements for the table benchmark. Each returns milliseconds from the start of the
 * action to the animation frame after the expected rows exist in the DOM (that frame is painted).
 */
import type { Page } from 'playwright-core';
/* oxlint-disable unicorn/consistent-function-scoping -- each probe is serialized into the page, so its helpers must live inside it */

/** Opens the portal's order list with page size All and waits for the newest order's row. */
export function portalFirstRows(page: Page, firstOrderNo: string): Promise<number> {
  return page.evaluate(async (orderNo) => {
    const start = performance.now();
    location.hash = '#/manageOrder/all?size=all';
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (;;) {
      await frame();
      const body = document.querySelector('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
      if (body?.textContent?.includes(orderNo)) break;
    }
    await frame();
    return performance.now() - start;
  }, firstOrderNo);
}

/** Scrolls the portal's table to its middle and waits for the rows there. */
export function portalJump(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container')!;
    const rowHeight = 28;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const start = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    const row = Math.floor(scroller.scrollTop / rowHeight) + 2;
    for (;;) {
      await frame();
      const cell = scroller.querySelector(`.bp6-table-cell-row-${row}`);
      if (cell?.textContent) break;
    }
    return performance.now() - start;
  });
}

/** Fetches the same 10,000 rows and renders them as a plain HTML table; waits for its first rows painted. */
export function plainFirstRows(page: Page, firstOrderNo: string): Promise<number> {
  return page.evaluate(async (orderNo) => {
    const stored = JSON.parse(localStorage.getItem('userDetails') ?? sessionStorage.getItem('userDetails') ?? '{}');
    const start = performance.now();
    const res = await fetch('/api/order-details/search?pageNum=0&pageSize=-1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token}` },
      body: JSON.stringify({ searchCriteriaList: [], dataOption: 'all', sortCriteriaDto: { sortKey: 'id', sortOption: 'desc' } }),
    });
    const rows = (await res.json()).output.content as Record<string, unknown>[];
    const keys = ['id', 'orderNo', 'customerName', 'status', 'paymentStatus', 'paymentMethod', 'itemCount', 'total', 'createdAt'];
    const cell = (v: unknown) => `<td>${String(v ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</td>`;
    const html = `<table id="plain-bench"><tbody>${rows.map((r) => `<tr>${keys.map((k) => cell(r[k])).join('')}</tr>`).join('')}</tbody></table>`;
    const box = document.createElement('div');
    box.id = 'plain-bench-box';
    box.style.cssText = 'position:fixed;inset:60px 20px 20px 240px;overflow:auto;background:#fff;z-index:5000;font:13px sans-serif';
    box.innerHTML = html;
    document.body.appendChild(box);
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    if (!box.textContent?.includes(orderNo)) throw new Error('plain table is missing the first order');
    await frame();
    return performance.now() - start;
  }, firstOrderNo);
}

/** Scrolls the plain table to its middle: the rows are all in the DOM, so this is the next frame. */
export function plainJump(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const box = document.getElementById('plain-bench-box')!;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const start = performance.now();
    box.scrollTop = box.scrollHeight / 2;
    await frame();
    await frame();
    const elapsed = performance.now() - start;
    box.remove();
    return elapsed;
  });
}
