/**
 * SIZE_CHART: the table, its binding and demo charts. Measurements are an ordered text array and the rows a
 * JSON array of `{ size, values }` (values in the measurements' order): the grid is read and written whole,
 * never queried cell by cell, and the contract checks its shape. The picture points at the media library
 * (ON DELETE RESTRICT: an image a chart shows cannot be deleted).
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { sizeChartResource, type SizeRow } from '../../contract/catalogue/size-chart';
import { oneOf, recordColumns } from '../db/columns';
import { media } from '../platform/media-schema';
import { bindResource } from '../resources/kit';

export const sizeCharts = pgTable(
  'size_charts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    measurements: text('measurements').array().notNull(),
    rows: jsonb('rows').$type<SizeRow[]>().notNull(),
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('size_charts_name_lower_uq').on(sql`lower(${t.name})`),
    check(
      'size_charts_grid_ck',
      sql`cardinality(${t.measurements}) >= 1 and jsonb_typeof(${t.rows}) = 'array' and jsonb_array_length(${t.rows}) >= 1`,
    ),
    check('size_charts_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

type DemoChart = [name: string, measurements: string[], rows: [string, ...number[]][]];
const DEMO_CHARTS: readonly DemoChart[] = [
  [
    "Men's shirts",
    ['Chest', 'Waist', 'Length', 'Shoulder'],
    [
      ['S', 96.5, 91, 72, 43],
      ['M', 101.5, 96, 74, 44.5],
      ['L', 106.5, 101, 76, 46],
      ['XL', 112, 106.5, 78, 47.5],
      ['XXL', 117, 112, 80, 49],
    ],
  ],
  [
    "Women's kurtas",
    ['Bust', 'Waist', 'Hip', 'Length'],
    [
      ['S', 86, 76, 96.5, 112],
      ['M', 91, 81, 101.5, 112],
      ['L', 96.5, 86, 106.5, 114],
      ['XL', 101.5, 91, 112, 114],
      ['XXL', 106.5, 96.5, 117, 116],
    ],
  ],
  [
    "Men's jeans",
    ['Waist', 'Hip', 'Inseam'],
    [
      ['30', 76, 96, 78],
      ['32', 81, 101, 79],
      ['34', 86, 106, 80],
      ['36', 91, 111, 81],
    ],
  ],
  [
    "Kids' t-shirts",
    ['Chest', 'Length'],
    [
      ['2-3 Y', 56, 38],
      ['4-5 Y', 61, 42],
      ['6-7 Y', 66, 46.5],
      ['8-9 Y', 71, 51],
    ],
  ],
];

export const sizeChartBinding = bindResource(sizeChartResource, sizeCharts, {
  columns: {
    // The table's 150x120 preview: the thumbnail (seed §9 previews), from the CDN like every image.
    imagePath: sql<
      string | null
    >`(select i.thumbnail_path from media i where i.id = ${sql.identifier('size_charts')}.${sql.identifier('image_media_id')})`,
    sizeList: sql<string>`(select string_agg(r->>'size', ', ' order by n) from jsonb_array_elements(${sizeCharts.rows}) with ordinality as g(r, n))`,
    measurementList: sql<string>`array_to_string(${sizeCharts.measurements}, ', ')`,
  },
  demo: () =>
    DEMO_CHARTS.map(([name, measurements, rows], i) => ({
      name,
      measurements,
      rows: rows.map(([size, ...values]) => ({ size, values })),
      status: i === 3 ? 'Inactive' : 'Active',
    })),
});
