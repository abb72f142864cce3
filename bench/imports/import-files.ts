/** The benchmark's CSV files: `rows` new simple products, one row each, written to disk (the upload streams them from there). */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const BENCH_COLUMNS = [
  'identificationNumber',
  'name',
  'hsn',
  'brand',
  'categories',
  'tax',
  'sku',
  'price',
  'specialPrice',
  'stock',
  'shortDescription',
] as const;

/** Writes the file; `prefix` keeps each round's products new. */
export async function writeImportFile(prefix: string, rows: number): Promise<string> {
  const path = join(tmpdir(), `product-import-bench-${prefix}-${rows}.csv`);
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(BENCH_COLUMNS.join(','));
  for (let i = 1; i <= rows; i++) {
    const n = String(i).padStart(6, '0');
    await write(
      `${prefix}-${n},Bench Kurta ${prefix} ${n},6211,Vastra,Men > Men Kurtas,GST 5%,${prefix}-${n}-A,${499 + (i % 500)},${i % 3 === 0 ? 449 : ''},${i % 50},"A cotton kurta, number ${n}"`,
    );
  }
  out.end();
  await once(out, 'finish');
  return path;
}
