/**
 * The catalogue as CSV: one row per variant with its product's fields repeated, read a few hundred
 * products at a time by id and written as the client reads (csv-stringify), so memory stays flat however
 * large the catalogue. Text that a spreadsheet would run as a formula is defused, as in every export.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { IMPORT_COLUMNS } from '../../../contract/catalogue/product-import';
import type { Db } from '../../db/client';
import { defuseFormula } from '../../search/csv';
import { readCatalogueProducts } from './catalogue-reads';
import { productCells, TEXT_COLUMNS, variantCells } from './cells';
import { loadReferences, type References } from './references';

async function* catalogueRows(db: Db, refs: References, batch: number): AsyncGenerator<Record<string, string>> {
  let after = 0;
  for (;;) {
    const products = await readCatalogueProducts(db, sql`p.id > ${after}`, batch);
    if (products.length === 0) return;
    after = products[products.length - 1].id;
    for (const p of products) {
      const cells = productCells(p.product, refs, p.status);
      // Not `{ ...cells, ...variant }`: in V8 a spread followed by more properties makes a hidden class per row (plan-input.ts).
      for (const v of p.variants) yield Object.assign({}, cells, variantCells(v, v.stock));
    }
  }
}

/** The CSV stream; the references and the first batch are read before it returns, so a failing query is an error status, not a cut-off file. */
export async function catalogueCsv(db: Db, batch: number): Promise<Readable> {
  const refs = await loadReferences(db);
  const rows = catalogueRows(db, refs, batch);
  const first = await rows.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* rows;
  }
  const writer = stringify({
    header: true,
    bom: true,
    columns: IMPORT_COLUMNS.map((key) => ({ key, header: key })),
    cast: { string: (value, context) => (TEXT_COLUMNS.has(String(context.column)) ? defuseFormula(value) : value) },
  });
  const source = Readable.from(all());
  source.on('error', (error) => writer.destroy(error));
  return source.pipe(writer);
}
