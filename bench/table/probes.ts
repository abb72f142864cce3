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

/** A jump-scroll's cost: wall time to the frame showing the landing rows, frames waited, and how long that frame lasted. */
export interface JumpSample {
  /** From setting scrollTop (on a frame boundary) to the animation frame in which the landing rows exist. */
  elapsed: number;
  /** Animation frames from the scroll to the landing rows (1 = the very next frame). */
  frames: number;
  /** From the landing frame's start to the next frame's start: 16.7 ms at 60 Hz when its work (render, style, layout, paint) fit, 33.3 ms when it dropped a frame. */
  work: number;
}

/** Scrolls the portal's table to its middle and waits for the rows there. */
export function portalJump(page: Page): Promise<JumpSample> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>(
      '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
    )!;
    const rowHeight = 28;
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    await frame();
    const start = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    const row = Math.floor(scroller.scrollTop / rowHeight) + 2;
    for (let frames = 1; ; frames++) {
      const landed = await frame();
      const cell = scroller.querySelector(`.bp6-table-cell-row-${row}`);
      if (cell?.textContent) {
        const elapsed = performance.now() - start;
        return { elapsed, frames, work: (await frame()) - landed };
      }
    }
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
      body: JSON.stringify({
        searchCriteriaList: [],
        dataOption: 'all',
        sortCriteriaDto: { sortKey: 'id', sortOption: 'desc' },
      }),
    });
    const rows = (await res.json()).output.content as Record<string, unknown>[];
    const keys = [
      'id',
      'orderNo',
      'customerName',
      'status',
      'paymentStatus',
      'paymentMethod',
      'itemCount',
      'total',
      'createdAt',
    ];
    const cell = (v: unknown) => `<td>${String(v ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</td>`;
    const html = `<table id="plain-bench"><tbody>${rows.map((r) => `<tr>${keys.map((k) => cell(r[k])).join('')}</tr>`).join('')}</tbody></table>`;
    const box = document.createElement('div');
    box.id = 'plain-bench-box';
    box.style.cssText =
      'position:fixed;inset:60px 20px 20px 240px;overflow:auto;background:#fff;z-index:5000;font:13px sans-serif';
    box.innerHTML = html;
    document.body.appendChild(box);
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    if (!box.textContent?.includes(orderNo)) throw new Error('plain table is missing the first order');
    await frame();
    return performance.now() - start;
  }, firstOrderNo);
}

/** Scrolls the plain table to its middle: its rows are all in the DOM, so they land in the next frame. Measured as portalJump. */
export function plainJump(page: Page): Promise<JumpSample> {
  return page.evaluate(async () => {
    const box = document.getElementById('plain-bench-box')!;
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    await frame();
    const start = performance.now();
    box.scrollTop = box.scrollHeight / 2;
    const landed = await frame();
    const elapsed = performance.now() - start;
    const work = (await frame()) - landed;
    box.remove();
    return { elapsed, frames: 1, work };
  });
}
