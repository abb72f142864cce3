/**
 * SIZE_CHART (seed "Size chart"): a named grid of sizes (rows: S, M, L…) by measurements in cm (columns:
 * Chest, Waist, Length…), each cell a number ≥ 0 with at most one decimal, and a picture from the media
 * library (how to measure) shown beside it on the storefront.
 */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../platform/messages';
import { OWN_WIDGET, distinctTexts } from './attribute';
import { amount, requiredText } from '../platform/fields';

export const SIZE_CHART_LIMITS = { sizes: 30, measurements: 12, label: 30, maxCm: 500 } as const;

/** One measurement in cm: 0…500 with at most one decimal (a tape measure's precision). */
export const sizeChartCell = () =>
  amount(0, SIZE_CHART_LIMITS.maxCm).refine(
    (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    CATALOGUE_SET_MESSAGES.oneDecimal,
  );

const SizeRowInput = z.object({
  size: requiredText(SIZE_CHART_LIMITS.label),
  values: z.array(sizeChartCell(), { error: VALIDATION.required }).max(SIZE_CHART_LIMITS.measurements),
});

/** The sizes, each once (case-insensitive), at least one. */
const sizeRows = z
  .array(SizeRowInput, { error: VALIDATION.required })
  .min(1, VALIDATION.required)
  .max(SIZE_CHART_LIMITS.sizes, CATALOGUE_SET_MESSAGES.tooMany(SIZE_CHART_LIMITS.sizes))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = row.size.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'size'], message: CATALOGUE_SET_MESSAGES.alreadyAdded('size') });
      seen.add(key);
    });
  });

/** A row of the chart as stored and read. */
export interface SizeRow {
  size: string;
  values: number[];
}

export const sizeChartResource = defineKitResource({
  key: 'size-chart',
  apiPath: '/size-chart',
  title: 'Size Chart',
  subject: 'size chart',
  permission: 'catalogue.sizeChart',
  route: 'SIZE_CHART',
  fields: {
    id: kit.id({ width: 60 }),
    imagePath: kit.custom(
      'Image',
      'text',
      { row: z.string().nullable(), input: undefined },
      { width: 160, format: 'image', filterable: false, sortable: false },
    ),
    name: kit.text('Name', { max: 80, width: 200, placeholder: "e.g. Men's shirts" }),
    /** Read-only: the sizes and the measurements as lines, for the table, its filter and the export. */
    sizeList: kit.custom('Sizes', 'text', { row: z.string(), input: undefined }, { width: 200 }),
    measurementList: kit.custom('Measurements (cm)', 'text', { row: z.string(), input: undefined }, { width: 220 }),
    measurements: kit.custom(
      'Measurement columns',
      'text',
      {
        row: z.array(z.string()),
        input: distinctTexts('measurement', SIZE_CHART_LIMITS.measurements, SIZE_CHART_LIMITS.label),
      },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    rows: kit.custom(
      'Size rows',
      'text',
      { row: z.array(z.object({ size: z.string(), values: z.array(z.number()) })), input: sizeRows },
      {
        hidden: true,
        filterable: false,
        sortable: false,
        form: OWN_WIDGET,
      },
    ),
    imageMediaId: kit.custom(
      'Image id',
      'number',
      {
        row: z.number().int().nullable(),
        input: z.number().int().positive().nullable().default(null),
      },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    status: kit.status(),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: 'name already exists' },
  input: (schema) =>
    schema
      .superRefine((chart, ctx) => {
        if (!Array.isArray(chart.measurements) || !Array.isArray(chart.rows)) return;
        chart.rows.forEach((row, i) => {
          if (Array.isArray(row?.values) && row.values.length !== chart.measurements.length)
            ctx.addIssue({ code: 'custom', path: ['rows', i, 'values'], message: CATALOGUE_SET_MESSAGES.rowShape });
        });
      })
      .meta({ description: "Each row has one value per measurement, in the measurements' order." }),
});

export type SizeChart = z.infer<typeof sizeChartResource.row>;
export type SizeChartInput = z.input<typeof sizeChartResource.create>;
