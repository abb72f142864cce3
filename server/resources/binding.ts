/** What the route factory needs of a resource: its search source and how a form body becomes column values. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ResourceDef } from '../../contract/platform/resource';
import type { AnyDb } from './owned-rows';
import type { SearchSource } from '../search/source';

/** The validated create/update body of a resource (its `create` schema's output). */
export type InputOf<D extends ResourceDef> =
  NonNullable<D['create']> extends z.ZodType ? z.output<NonNullable<D['create']>> : never;

export interface ResourceBinding<D extends ResourceDef = ResourceDef> {
  source: SearchSource<D>;
  /** Column values of a create/update body; resources with a `create` schema must have it. */
  toValues?: (input: InputOf<D>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** False when a route of its own answers `GET {apiPath}/{id}` (orders: the order detail, server/orders). */
  readOne?: boolean;
  /** False when the area registers the routes itself (returns): the table still serves saved views and layouts. */
  routes?: boolean;
  /** Demo rows the seed inserts into an empty database, relative to `now` (server/seed). */
  demo?: (now: Date) => object[];
  /** True when the table is append-only at the database (the audit trail): the demo-data reset leaves it. */
  appendOnly?: boolean;
  /** Brings stored derived values up to date before a search, an export or a read of one row (products' price now). */
  beforeRead?: (db: AnyDb) => Promise<void>;
}

/** The Fastify instance routes are registered on (zod type provider). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Money and other numerics as exact decimal text for numeric columns (numbers from forms are parsed floats). */
export const decimalText = (n: number) => String(n);
