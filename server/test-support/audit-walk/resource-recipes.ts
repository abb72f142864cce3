/**
 * Calls for every generic resource's writes (create, update, status, delete, move), built from the
 * resource's definition and one of its rows, so a resource added later is walked without a line here.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { RECORD_STATUSES, resourcePaths, type FieldSpec, type ResourceDef } from '../../../contract/platform/resource';
import type { ResourceBinding } from '../../resources/binding';
import { readRow } from '../../resources/writes';
import type { z } from 'zod';
import { uploadBanner } from '../../media/test-images';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

type Row = Record<string, unknown>;
const NOT_INPUT = new Set(['id', 'version', 'createdAt', 'updatedAt', 'status', 'position']);

/** The fields the create form holds (kit resources say so; older ones: every row field but the bookkeeping). */
const inputFields = (def: ResourceDef): FieldSpec[] => {
  const withForm = def.fields.filter((f) => f.form);
  return withForm.length ? withForm : def.fields.filter((f) => !NOT_INPUT.has(f.key));
};

/** The text with its last letters and digits moved on by `n`, so it keeps its length and format (a PIN stays six digits). */
function varied(value: string, n: number): string {
  const chars = [...value];
  let carry = n;
  for (let i = chars.length - 1; i >= 0 && carry > 0; i--) {
    const code = chars[i].charCodeAt(0);
    const [base, size] = /[0-9]/.test(chars[i])
      ? [48, 10]
      : /[A-Z]/.test(chars[i])
        ? [65, 26]
        : /[a-z]/.test(chars[i])
          ? [97, 26]
          : [0, 0];
    if (!size) continue;
    chars[i] = String.fromCharCode(base + ((code - base + carry) % size));
    carry = Math.floor(carry / size);
  }
  return chars.join('');
}

/** A variation of `value` no row holds yet in the unique column (case-insensitive), when the resource has one. */
async function unusedVariation(walk: Walk, binding: ResourceBinding, key: string, value: string): Promise<string> {
  const column = (binding.source.columns as Record<string, SQLWrapper>)[key];
  for (;;) {
    const candidate = varied(value, walk.next());
    if (!binding.source.def.unique || binding.source.def.unique.key !== key) return candidate;
    const taken = await walk.db
      .select({ one: sql`1` })
      .from(binding.source.table)
      .where(sql`lower(${column}) = lower(${candidate})`)
      .limit(1);
    if (taken.length === 0) return candidate;
  }
}

/** A create body copied from an existing row: numbers as numbers, moments in a window of its own, the unique field made unique. */
async function bodyFrom(walk: Walk, binding: ResourceBinding, row: Row): Promise<Row> {
  const { def } = binding.source;
  const body: Row = {};
  // Moments move together to a window of the copy's own, decades ahead: a resource that refuses two rows with
  // overlapping windows (a flash sale's variants) takes the copy, and the window keeps its length.
  const shiftMs = (50 * 365 + walk.next() * 30) * 86_400_000;
  for (const field of inputFields(def)) {
    const value = row[field.key];
    if (value === null || value === undefined) continue;
    body[field.key] =
      (field.type === 'decimal' || field.type === 'number') && typeof value === 'string'
        ? Number(value)
        : field.type === 'datetime' && typeof value === 'string'
          ? new Date(Date.parse(value) + shiftMs).toISOString()
          : value;
  }
  if (def.unique)
    body[def.unique.key] = await unusedVariation(walk, binding, def.unique.key, String(body[def.unique.key]));
  // A picture the form requires that the demo row lacks (a banner seeded without the media library): upload one.
  const shape = (def.create as z.ZodObject).shape as Record<string, z.ZodType>;
  for (const field of inputFields(def).filter(
    (f) => f.key.endsWith('MediaId') && body[f.key] === undefined && !shape[f.key].safeParse(null).success,
  )) {
    body[field.key] = await uploadBanner(walk.app, (await walk.signIn()).token, `${def.key}-${walk.next()}.png`);
  }
  return body;
}

/** The body with one field changed, so the update has a before and an after. */
async function changedBody(walk: Walk, binding: ResourceBinding, body: Row): Promise<Row> {
  const { def } = binding.source;
  const fields = inputFields(def);
  const text = def.unique?.key ?? fields.find((f) => f.type === 'text' && typeof body[f.key] === 'string')?.key;
  if (text) return { ...body, [text]: await unusedVariation(walk, binding, text, String(body[text])) };
  const number = fields.find((f) => typeof body[f.key] === 'number');
  if (number) return { ...body, [number.key]: (body[number.key] as number) + 1 };
  throw new Error(`${def.key}: no field the audit walk knows how to change`);
}

async function firstRow(walk: Walk, binding: ResourceBinding): Promise<Row> {
  const [first] = (await walk.db.select({ id: binding.source.id }).from(binding.source.table).limit(1)) as {
    id: number;
  }[];
  if (!first) throw new Error(`${binding.source.def.key}: no demo row to copy for the audit walk`);
  return (await readRow(walk.db, binding.source, Number(first.id))) as Row;
}

/** A path below /api as the OpenAPI document names it. */
const api = (path: string) => `${API_BASE}${path}`;

/** The recipes of one resource, keyed by route name (`PUT /api/tax/{id}`). */
export function resourceRecipes(binding: ResourceBinding): Record<string, Recipe> {
  const { def } = binding.source;
  // A binding whose area registers its own routes (returns) is walked by that area's recipes.
  if (!def.create || (binding as { routes?: boolean }).routes === false) return {};
  const paths = resourcePaths(def);
  /** A fresh row of our own to change, made through the API (its create row comes before the count). */
  const fresh = async (walk: Walk) => {
    const admin = await walk.signIn();
    const body = await bodyFrom(walk, binding, await firstRow(walk, binding));
    const row = (await walk.prepare({ method: 'POST', url: paths.create, body, token: admin.token })) as Row;
    return { admin, body, row, id: row.id as number, version: row.version as number };
  };
  return {
    [`POST ${api(paths.create)}`]: async (walk) => {
      const admin = await walk.signIn();
      return [
        {
          method: 'POST',
          url: paths.create,
          body: await bodyFrom(walk, binding, await firstRow(walk, binding)),
          token: admin.token,
          actorId: admin.userId,
        },
      ];
    },
    [`PUT ${api(paths.one('{id}'))}`]: async (walk) => {
      const { admin, body, id, version } = await fresh(walk);
      return [
        {
          method: 'PUT',
          url: paths.one(id),
          body: { ...(await changedBody(walk, binding, body)), version },
          token: admin.token,
          actorId: admin.userId,
          update: true,
        },
      ];
    },
    [`PUT ${api(paths.status('{id}'))}`]: async (walk) => {
      const { admin, row, id, version } = await fresh(walk);
      // A derived status (a promo code's Expired) is stored Active: Inactive is a change from either.
      const status = row.status === RECORD_STATUSES[1] ? RECORD_STATUSES[0] : RECORD_STATUSES[1];
      return [
        {
          method: 'PUT',
          url: paths.status(id),
          body: { status, version },
          token: admin.token,
          actorId: admin.userId,
          update: true,
        },
      ];
    },
    [`DELETE ${api(paths.one('{id}'))}`]: async (walk) => {
      const { admin, id, version } = await fresh(walk);
      return [
        { method: 'DELETE', url: `${paths.one(id)}?version=${version}`, token: admin.token, actorId: admin.userId },
      ];
    },
    [`PUT ${api(paths.move('{id}'))}`]: async (walk) => {
      const { admin, id, version } = await fresh(walk);
      return [
        {
          method: 'PUT',
          url: paths.move(id),
          body: { version, direction: 'up' },
          token: admin.token,
          actorId: admin.userId,
          update: true,
        },
      ];
    },
  };
}
