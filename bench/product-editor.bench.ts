/**
 * Opening a product with 100 variants (10 × 10 attribute values, an image each for the product, specifications
 * and FAQs) in the product editor in Chromium, against a plain HTML form with the same fields filled from the same
 * API, measured in the same page and run: from the start of opening to the frame after the last variant's price
 * shows. Each run starts from a freshly loaded document, after opening another product once (the editor's code
 * and its select choices are loaded, as for a person going from product to product); the product itself is read
 * fresh each time. Prints medians and the ratio editor / plain.
 * Run: `npm run bench:product-editor` (builds the app when needed; PGlite).
 */
import { PRODUCT_API, type ProductInput } from '../contract/catalogue/product';
import { demoRefs, makeMedia, productApi } from '../server/catalogue/products/product-test-support';
import { ensureBuild } from '../scripts/ensure-build';
import { launchBrowser, signIn } from '../tests/support/browser';
import { startPortal } from '../tests/support/portal';
import { plainOpen, portalOpen } from './product-editor/probes';
import { median, printTable } from './report';
import { recorder } from './summary';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const values = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`);

await ensureBuild();
const portal = await startPortal({}, { orders: 10 });
const browser = await launchBrowser();
try {
  const api = await productApi(portal);
  const ok = async (res: Awaited<ReturnType<typeof api.call>>) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().output as { id: number };
  };
  const [fit, shade] = [
    await ok(await api.call('POST', '/attribute', { name: 'Bench fit', values: values('F') })),
    await ok(await api.call('POST', '/attribute', { name: 'Bench shade', values: values('S') })),
  ];
  const set = await ok(
    await api.call('POST', '/attribute-set', { name: 'Bench 10x10', attributeIds: [fit.id, shade.id] }),
  );
  const { categoryId, taxId } = await demoRefs(portal.db);
  const media = await makeMedia(portal.db, 4);
  const body: ProductInput = {
    name: 'Benchmark kurta',
    identificationNumber: 'BENCH-100',
    hsn: '6109',
    brand: 'Acme',
    kind: 'variable',
    taxId,
    categoryIds: [categoryId],
    attributeSetId: set.id,
    shortDescription: 'Short',
    longDescription: 'Long',
    images: media.map((mediaId, i) => ({ mediaId, altText: `View ${i + 1}` })),
    specifications: Array.from({ length: 8 }, (_, i) => ({ key: `Key ${i + 1}`, value: `Value ${i + 1}` })),
    faqs: Array.from({ length: 5 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` })),
    variants: values('F').flatMap((f) =>
      values('S').map((s) => ({
        sku: `BENCH-${f}-${s}`,
        price: 999,
        specialPrice: 899,
        openingStock: 5,
        attributes: { 'Bench fit': f, 'Bench shade': s },
      })),
    ),
  };
  const product = await ok(await api.call('POST', PRODUCT_API.create, body));

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.setDefaultTimeout(60_000);
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (f) => f;');
  await page.goto(`${portal.url}#/login`);
  await signIn(page, 'admin', 'Admin@12345');
  await page.waitForURL(/dashboard/);

  const samples = { editor: [] as number[], plain: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${portal.url}?run=${run}#/product/edit/1`);
    await page.locator('input[aria-label="Product name"], form.product-form').first().waitFor();
    await page.evaluate(() => {
      location.hash = '#/dashboard';
    });
    await page.getByText('Orders by status').waitFor();
    samples.editor.push(await portalOpen(page, product.id, 'F10 / S10'));
    samples.plain.push(await plainOpen(page, product.id, api.token));
  }
  const [a, b] = [median(samples.editor), median(samples.plain)];
  console.log(`Chromium, opening a product with 100 variants (PGlite), median of ${RUNS} runs:`);
  printTable(
    ['measure', 'product editor', 'plain HTML form', 'ratio (editor / plain)'],
    [["to the last variant's price shown", `${a.toFixed(1)} ms`, `${b.toFixed(1)} ms`, `${(a / b).toFixed(2)}x`]],
  );
  recorder('bench:product-editor')({
    figure: "opening 100 variants, to the last variant's price shown",
    value: a,
    unit: 'ms',
    anchor: { name: 'plain HTML form', value: b, unit: 'ms' },
  });
  console.log(
    `editor runs: ${samples.editor.map((t) => t.toFixed(0)).join(', ')} ms; plain runs: ${samples.plain.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
} finally {
  await browser.close();
  await portal.close();
}
process.exit(0);
