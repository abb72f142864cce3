/**
 * What a user keeps per table, on the server: the column layout (order, widths, hidden) and named
 * saved views (filter + sort + columns). Keyed by the resource's `key`.
 */
import { z } from 'zod';
import { DATA_OPTIONS, MAX_PAGE_SIZE, SearchCriteriaListSchema, SortCriteriaSchema } from '../platform/search';
import { MESSAGES, VALIDATION } from '../platform/messages';

/** Most saved views a user keeps per table (a views menu still reads at a glance). */
export const MAX_SAVED_VIEWS_PER_TABLE = 50;
/** Most characters a saved view's state takes as JSON: every view of a table together stays under 1 MB. */
export const MAX_VIEW_STATE_CHARS = 16_000;
/** Most columns a layout names (well above the widest table). */
const MAX_LAYOUT_COLUMNS = 100;

export const ColumnLayoutSchema = z.object({
  order: z.array(z.string().max(64)).max(MAX_LAYOUT_COLUMNS).default([]),
  widths: z
    .record(z.string().max(64), z.number().int().min(30).max(2000))
    .refine((widths) => Object.keys(widths).length <= MAX_LAYOUT_COLUMNS, VALIDATION.invalidFormat)
    .default({}),
  hidden: z.array(z.string().max(64)).max(MAX_LAYOUT_COLUMNS).default([]),
});
export type ColumnLayout = z.infer<typeof ColumnLayoutSchema>;

/**
 * A view's page: 1 to MAX_PAGE_SIZE rows, or -1 for "All". Two ranges rather than a refine, so the OpenAPI
 * document states the bounds the server keeps; one message for any other number.
 */
const ViewPageSizeSchema = z.union([z.number().int().min(1).max(MAX_PAGE_SIZE), z.number().int().min(-1).max(-1)], {
  error: VALIDATION.between(1, MAX_PAGE_SIZE),
});

export const ViewStateSchema = z.object({
  searchCriteriaList: SearchCriteriaListSchema.default([]),
  dataOption: z.enum(DATA_OPTIONS).default('all'),
  sortCriteriaDto: SortCriteriaSchema.nullable().default(null),
  pageSize: ViewPageSizeSchema.default(10),
  columns: ColumnLayoutSchema.default({ order: [], widths: {}, hidden: [] }),
});
export type ViewState = z.infer<typeof ViewStateSchema>;

export const SavedViewInputSchema = z.object({
  name: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(80, VALIDATION.maxLength(80)),
  state: ViewStateSchema.refine((state) => JSON.stringify(state).length <= MAX_VIEW_STATE_CHARS, MESSAGES.viewTooLarge),
});
export const SavedViewSchema = z.object({
  id: z.number().int(),
  tableKey: z.string(),
  name: z.string(),
  state: ViewStateSchema,
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

/** A user's column layout and saved views of one table (base `/api`). */
export const TABLE_VIEWS_API = {
  layout: (tableKey: string) => `/table-layout/${tableKey}`,
  views: (tableKey: string) => `/saved-views/${tableKey}`,
  view: (tableKey: string, id: number | string) => `/saved-views/${tableKey}/${id}`,
} as const;
