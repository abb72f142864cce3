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

/** A jump-scroll's cost: wall time to the frame showing the landing rows, frames waited, and that frame's work. */
export interface JumpSample {
  /** From setting scrollTop to the animation frame in which the landing rows exist. */
  elapsed: number;
  /** Animation frames from the scroll to the landing rows (1 = the very next frame). */
  frames: number;
  /** From the scroll event's dispatch to the end of the landing frame's rendering (style, layout, paint): the work the frame had to fit in. */
  work: number;
}

/**
 * Scrolls the portal's table to its middle and waits for the rows there. A capture listener on the document hears
 * the scroll event before the table's own; a message posted from the landing frame's animation callback runs after
 * that frame's rendering, so scroll-event → message is the frame's work, vsync waiting excluded.
 */
export function portalJump(page: Page): Promise<JumpSample> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container')!;
    const rowHeight = 28;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const afterRendering = () => new Promise<number>((r) => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => r(performance.now()), { once: true });
      channel.port1.start();
      requestAnimationFrame(() => channel.port2.postMessage(0));
    });
    let scrolledAt = 0;
    document.addEventListener('scroll', () => { scrolledAt ||= performance.now(); }, { capture: true, once: true });
    await frame();
    const start = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    const row = Math.floor(scroller.scrollTop / rowHeight) + 2;
    let frames = 0;
    for (;;) {
      frames++;
      const painted = afterRendering();
      await frame();
      const cell = scroller.querySelector(`.bp6-table-cell-row-${row}`);
      if (cell?.textContent) {
        const elapsed = performance.now() - start;
        return { elapsed, frames, work: (await painted) - scrolledAt };
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

/** Scrolls the plain table to its middle: its rows are all in the DOM, so they land in the next frame. Measured as portalJump. */
export function plainJump(page: Page): Promise<JumpSample> {
  return page.evaluate(async () => {
    const box = document.getElementById('plain-bench-box')!;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const afterRendering = () => new Promise<number>((r) => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => r(performance.now()), { once: true });
      channel.port1.start();
      requestAnimationFrame(() => channel.port2.postMessage(0));
    });
    let scrolledAt = 0;
    document.addEventListener('scroll', () => { scrolledAt ||= performance.now(); }, { capture: true, once: true });
    await frame();
    const start = performance.now();
    box.scrollTop = box.scrollHeight / 2;
    const painted = afterRendering();
    await frame();
    const elapsed = performance.now() - start;
    const work = (await painted) - scrolledAt;
    box.remove();
    return { elapsed, frames: 1, work };
  });
}
