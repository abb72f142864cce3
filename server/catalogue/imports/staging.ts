/**
 * Reads an uploaded CSV as a stream into product_import_rows, a few hundred rows per statement (one JSON
 * parameter each, json-statements.ts), so the file is never held whole, and with a full collection every
 * few thousand rows (platform/memory/garbage.ts) memory stays the same for 10,000 rows or 100,000.
 */
import { Transform, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumn,
} from '../../../contract/catalogue/product-import';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../platform/http/http-errors';
import { timeSlices } from '../../platform/event-loop/time-slices';
import { collectEvery } from '../../platform/memory/garbage';
import { restoreDefused } from '../../search/csv';
import { TEXT_COLUMNS } from './cells';
import { jsonStatements } from './json-statements';

/** 413 in our words. */
export const importTooLarge = () => new HttpError(413, [{ field: 'file', message: IMPORT_MESSAGES.tooLarge }]);
const REQUIRED: readonly ImportColumn[] = ['identificationNumber', 'sku'];
/** Rows staged between full collections (platform/memory/garbage.ts). */
const ROWS_PER_COLLECTION = 5_000;
/** The most csv-parse reads at once (a socket's chunk). */
const PIECE_BYTES = 64 * 1024;

/**
 * The file in pieces of at most `size`: csv-parse parses a whole chunk before a row reaches the loop that gives
 * other requests their turn, and a chunk can be the whole file (a buffered body): 100,000 rows at once held 2 s.
 */
const inPieces = (size: number) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = 0; at < chunk.length; at += size) this.push(chunk.subarray(at, at + size));
      done();
    },
  });

/** The header row's columns, each one we know; a missing key column or an unknown one is refused by name. */
function checkHeader(header: string[]): string[] {
  const columns = header.map((h) => h.trim());
  const unknown = columns.find((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  if (unknown !== undefined) throw badRequest(IMPORT_MESSAGES.unknownColumn(unknown.slice(0, 60)), 'file');
  // csv-parse would keep the last of two same-named cells: a silent loss of the other.
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice !== undefined) throw badRequest(IMPORT_MESSAGES.duplicateColumn(twice), 'file');
  const missing = REQUIRED.find((c) => !columns.includes(c));
  if (missing) throw badRequest(IMPORT_MESSAGES.missingColumn(missing), 'file');
  return columns;
}

/**
 * csv-parse's refusals (a broken quote, a ragged row, a huge record) as a 400 naming the row, and the column when the
 * header named it. Its own message quotes the cell, so it is neither shown nor logged; not every code starts CSV_.
 */
function parseRefusal(error: unknown, consumed: number): unknown {
  if (!(error instanceof CsvError)) return error;
  const { column, records } = error as CsvError & { column?: unknown; records?: unknown };
  // The parser reads ahead of the rows staged: its own count of records before the bad one says where it is.
  const line = (typeof records === 'number' ? records : consumed) + 2;
  // A quote goes wrong in one cell; a row of the wrong length has no one column to name.
  const named =
    error.code.includes('QUOTE') &&
    typeof column === 'string' &&
    (IMPORT_COLUMNS as readonly string[]).includes(column);
  return badRequest(named ? IMPORT_MESSAGES.unreadableCell(line, column) : IMPORT_MESSAGES.unreadable(line), 'file');
}

/** The record with the apostrophe the export put before a formula-like text taken off again (an export imports unchanged). */
function restoreText(record: Record<string, string>): Record<string, string> {
  for (const column of Object.keys(record))
    if (TEXT_COLUMNS.has(column)) record[column] = restoreDefused(record[column]);
  return record;
}

/** Stages every row of `file` under the set; returns the number of rows. Row numbers count the header as row 1. */
export async function stageRows(tx: Db, setId: string, file: Readable): Promise<number> {
  const parser = parse({
    bom: true,
    columns: checkHeader,
    skip_empty_lines: true,
    max_record_size: IMPORT_LIMITS.maxRecordBytes,
    relax_quotes: false,
    relax_column_count: false,
  });
  // A failing upload (too large, cut off) ends the parse with its own error.
  file.on('error', (error) => parser.destroy(error));
  const pieces = inPieces(PIECE_BYTES);
  file.pipe(pieces).pipe(parser);
  const staged = jsonStatements(async (json) => {
    await tx.execute(sql`insert into product_import_rows (set_id, line, key, data)
      select ${setId}::uuid, r.line, r.key, r.data from jsonb_to_recordset(${json}::jsonb) as r(line int, key text, data jsonb)`);
  });
  let rows = 0;
  const collect = collectEvery(ROWS_PER_COLLECTION);
  const pause = timeSlices();
  try {
    for await (const read of parser as AsyncIterable<Record<string, string>>) {
      rows += 1;
      const record = restoreText(read);
      // PostgreSQL's JSON cannot hold a NUL: such a file is not text this import reads.
      if (Object.values(record).some((v) => v.includes('\u0000')))
        throw badRequest(IMPORT_MESSAGES.unreadable(rows + 1), 'file');
      if (rows > IMPORT_LIMITS.maxRows)
        throw new HttpError(413, [{ field: 'file', message: IMPORT_MESSAGES.tooManyRows }]);
      await staged.add({ line: rows + 1, key: (record.identificationNumber ?? '').trim().toLowerCase(), data: record });
      collect();
      await pause();
    }
  } catch (error) {
    file.unpipe(pieces);
    file.resume();
    throw parseRefusal(error, rows);
  }
  // The multipart limit cuts the file short and marks it truncated: what was read of it is not the file.
  if ((file as Readable & { truncated?: boolean }).truncated) throw importTooLarge();
  await staged.flush();
  if (rows === 0) throw badRequest(IMPORT_MESSAGES.empty, 'file');
  return rows;
}
