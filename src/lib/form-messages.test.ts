/**
 * No raw library message reaches a user (seed §5, ARCHITECTURE "Faults already found"): every form's
 * schema, parsed as the browser parses it (the client's zod config), answers empty and wrong-typed
 * input with catalogue wording only, and an empty field says "Value is required".
 */
// oxlint-disable-next-line import/no-unassigned-import -- the client's zod config, as main.tsx loads it
import './zod-jitless';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION } from '../../contract';
import { FORM_SCHEMAS, NAMED_FORM_SCHEMAS } from '../../contract/platform/form-schemas';
import { isCatalogueMessage } from '../../contract/platform/message-catalogue';

type Def = { type: string; shape?: Record<string, unknown>; innerType?: z.core.$ZodType; in?: z.core.$ZodType };

/** The field names of a form schema (through defaults, pipes and refinements). */
function keysOf(schema: z.core.$ZodType): string[] {
  let def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  for (let i = 0; i < 10 && def.type !== 'object'; i++) {
    const inner = def.innerType ?? def.in;
    if (!inner) return [];
    def = (inner as unknown as { _zod: { def: Def } })._zod.def;
  }
  return Object.keys(def.shape ?? {});
}

const every = (keys: string[], value: unknown) => Object.fromEntries(keys.map((k) => [k, value]));
const EMPTY_INPUTS = { absent: () => ({}), 'empty text': '', null: null } as const;
const WRONG_TYPES: Record<string, unknown> = {
  number: 42,
  'negative fraction': -1.5,
  text: 'abc',
  boolean: true,
  array: ['x'],
  'empty array': [],
  object: { a: 1 },
  huge: 2 ** 53,
  infinite: Number.POSITIVE_INFINITY,
};

// zod's function rather than a method: the sign-in's schema is zod/mini (contract/account/auth.ts).
const issuesOf = (schema: z.core.$ZodType, input: unknown) => z.safeParse(schema, input).error?.issues ?? [];

describe.each(Object.entries(FORM_SCHEMAS))('the %s', (_name, schema) => {
  const keys = keysOf(schema);

  it('has fields to walk', () => expect(keys.length).toBeGreaterThan(0));

  it.each(Object.entries(EMPTY_INPUTS))('says "Value is required" first for every field left %s', (_label, value) => {
    const input = typeof value === 'function' ? value() : every(keys, value);
    const firstByField = new Map<string, string>();
    for (const issue of issuesOf(schema, input)) {
      const field = issue.path.join('.');
      if (!firstByField.has(field)) firstByField.set(field, issue.message);
    }
    for (const [field, message] of firstByField)
      expect({ field, message }).toEqual({ field, message: VALIDATION.required });
  });

  it.each(Object.entries(WRONG_TYPES))('answers a %s in every field in catalogue wording', (_label, value) => {
    for (const issue of issuesOf(schema, every(keys, value)))
      expect(issue.message, `${issue.path.join('.')}: ${issue.message}`).toSatisfy(isCatalogueMessage);
  });

  it.each([[null], ['text'], [7], [[]], [[{}]]])('answers a whole body of %j in catalogue wording', (body) => {
    for (const issue of issuesOf(schema, body)) expect(issue.message).toSatisfy(isCatalogueMessage);
  });
});

describe('the list of form schemas', () => {
  it('names every schema a form in src resolves with', () => {
    const files = (readdirSync(join(import.meta.dirname, '..'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.tsx'),
    );
    const resolved = files.flatMap((f) =>
      [...readFileSync(join(import.meta.dirname, '..', f), 'utf8').matchAll(/zodResolver\((\w+)/g)].map((m) => m[1]),
    );
    expect(resolved.length).toBeGreaterThan(3);
    // `schema` is the resource drawer's `def.create`: every resource's form is in FORM_SCHEMAS.
    for (const name of resolved.filter((n) => n !== 'schema')) expect(Object.keys(NAMED_FORM_SCHEMAS)).toContain(name);
  });
});
