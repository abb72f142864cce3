/**
 * In-page measurements for the product editor benchmark: milliseconds from the start of opening a product to the
 * animation frame after its last variant's price shows (that frame is painted). Both fetch the product from the API.
 */
import type { Page } from 'playwright-core';
/* oxlint-disable unicorn/consistent-function-scoping -- each probe is serialized into the page, so its helpers must live inside it */

/** Opens the portal's editor on product `id` and waits for the price of `lastLabel` (the last variant) to be filled in. */
export function portalOpen(page: Page, id: number, lastLabel: string): Promise<number> {
  return page.evaluate(
    async ({ productId, last }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const start = performance.now();
      location.hash = `#/product/edit/${productId}`;
      for (;;) {
        await frame();
        const price = document.querySelector<HTMLInputElement>(`input[aria-label="Price of ${last}"]`);
        if (price && price.value !== '') break;
      }
      await frame();
      return performance.now() - start;
    },
    { productId: id, last: lastLabel },
  );
}

/**
 * The anchor: the same product fetched from the same API into a plain HTML form with the same fields (every
 * product field, images with alt texts, specifications, FAQs, and per variant SKU, price, special price, stock,
 * threshold), written as one innerHTML, to the frame after it.
 */
export function plainOpen(page: Page, id: number, token: string): Promise<number> {
  return page.evaluate(
    async ({ productId, bearer }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const esc = (v: unknown) =>
        String(v ?? '')
          .replace(/&/g, '&amp;')
          .replace(/"/g, '&quot;')
          .replace(/</g, '&lt;');
      const start = performance.now();
      const res = await fetch(`/api/products/${productId}`, {
        headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json' },
      });
      const p = (await res.json()).output as Record<string, unknown> & {
        images: { altText: string }[];
        specifications: { key: string; value: string }[];
        faqs: { question: string; answer: string }[];
        variants: {
          sku: string;
          price: number;
          specialPrice: number | null;
          stock: number;
          lowStockThreshold: number;
          attributes: Record<string, string>;
        }[];
      };
      const field = (name: string, value: unknown) =>
        `<label>${name} <input name="${name}" value="${esc(value)}"></label>`;
      const scalars = Object.entries(p)
        .filter(([, v]) => v === null || typeof v !== 'object')
        .map(([k, v]) => field(k, v))
        .join('');
      const images = p.images.map((im, i) => field(`alt${i}`, im.altText)).join('');
      const specs = p.specifications.map((s, i) => field(`spec${i}`, s.key) + field(`specValue${i}`, s.value)).join('');
      const faqs = p.faqs
        .map((f, i) => field(`q${i}`, f.question) + `<textarea name="a${i}">${esc(f.answer)}</textarea>`)
        .join('');
      const rows = p.variants
        .map(
          (v, i) =>
            `<tr><th>${esc(Object.values(v.attributes).join(' / '))}</th>${[
              'sku',
              'price',
              'specialPrice',
              'stock',
              'lowStockThreshold',
            ]
              .map((k) => `<td><input name="v${i}.${k}" value="${esc(v[k as keyof typeof v])}"></td>`)
              .join('')}</tr>`,
        )
        .join('');
      const host = document.createElement('form');
      host.style.cssText = 'position:fixed;inset:0;overflow:auto;background:#fff;z-index:99999';
      host.innerHTML = `${scalars}${images}${specs}${faqs}<table><tbody>${rows}</tbody></table>`;
      document.body.append(host);
      await frame();
      await frame();
      const elapsed = performance.now() - start;
      host.remove();
      return elapsed;
    },
    { productId: id, bearer: token },
  );
}
