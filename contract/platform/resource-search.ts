/**
 * A resource's own search and export bodies: the generic ones (contract/platform/search.ts) with filterKey, sortKey
 * and columns narrowed to the keys its fields allow. The server validates with these and the OpenAPI
 * document is generated from them, so what is documented and what passes are one list.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { isFilterable, isSortable, type ResourceDef } from './resource';
import { exportRequestSchema, searchRequestSchema, type SearchKeys } from './search';
import { criterionRulesOf } from './search-value-rules';

type Fields = Pick<ResourceDef, 'fields'>;

/** One of `keys`; anything else reads "<key> cannot be used to filter or sort here", as the search compiler says. */
const keyOf = (keys: readonly string[]) =>
  z.enum(keys as [string, ...string[]], { error: (issue) => MESSAGES.unknownFilterKey(String(issue.input)) });

/** The filter, sort and column keys a resource's search and export accept, and what each filter key takes. */
export function searchKeysOf(def: Fields): SearchKeys {
  return {
    filterKey: keyOf(def.fields.filter(isFilterable).map((f) => f.key)),
    sortKey: keyOf(def.fields.filter(isSortable).map((f) => f.key)),
    columnKey: keyOf(def.fields.map((f) => f.key)),
    criterionRules: criterionRulesOf(def.fields),
  };
}

const searchBodies = new WeakMap<Fields, ReturnType<typeof searchRequestSchema>>();
const exportBodies = new WeakMap<Fields, ReturnType<typeof exportRequestSchema>>();

/** `POST {resource}/search` body: criteria and sort over the resource's own keys only (one schema per resource). */
export function resourceSearchSchema(def: Fields) {
  let schema = searchBodies.get(def);
  if (!schema) searchBodies.set(def, (schema = searchRequestSchema(searchKeysOf(def))));
  return schema;
}

/** `POST {resource}/export` body: the search plus columns, over the resource's own keys only. */
export function resourceExportSchema(def: Fields) {
  let schema = exportBodies.get(def);
  if (!schema) exportBodies.set(def, (schema = exportRequestSchema(searchKeysOf(def))));
  return schema;
}
