/**
 * The OpenAPI document's finishing: fastify-type-provider-zod turns each route's zod schemas into JSON
 * Schema (components for schemas registered with an id, e.g. the recursive ModuleAccess), and this adds
 * what a client generator needs on top: a stable operationId, a description of every answer, and the
 * envelope as the answer to any error status a route does not list.
 */
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE } from '../../../contract/platform/api-paths';
import { STORE_API_BASE } from '../../../contract/store/store-api';
import { SEARCH_VALUE_SCHEMAS } from '../../../contract/platform/search-value-rules';

type TransformInput = Parameters<SwaggerTransform>[0];
type JsonObject = Record<string, unknown>;

/** What each error status means across the API; the body is always the envelope. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The request is not valid: one error per field, in the catalogue’s wording',
  401: 'No valid session: sign in again',
  403: 'The signed-in user lacks the permission this needs',
  404: 'No such record',
  409: 'Changed meanwhile (a stale version) or not allowed in the record’s current state',
  413: 'The request body is too large or too deeply nested',
  422: 'The Idempotency-Key was already used with another request body',
  429: 'Too many attempts: wait and try again',
  500: 'Unexpected failure; nothing was changed and no detail is given',
  503: 'The database is busy or the work took too long; nothing was changed, try again',
  default: 'Any other refusal, in the envelope',
};

const SUCCESS_PREFIX: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  202: 'Accepted, running in the background',
};

/** `PUT /api/order-details/accept/:id` → `putOrderDetailsAcceptById`: method and path, so it stays put while the path does. */
export function operationIdOf(method: string, url: string): string {
  const below = url === API_BASE || url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  const words = below
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.startsWith(':') || segment.startsWith('{');
      const name = segment
        .replace(/^[:{]|}$/g, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('');
      return param ? `By${name}` : name;
    });
  return method.toLowerCase() + words.join('');
}

/** A generated response object: a JSON Schema, or `{ description, content }` for a route that named its content type. */
function describeResponse(code: string, response: JsonObject, summary: string): JsonObject {
  if (typeof response.description === 'string' || typeof response['x-response-description'] === 'string')
    return response;
  const description =
    Number(code) < 300
      ? `${SUCCESS_PREFIX[code] ?? 'Success'}: ${summary}`
      : (ERROR_DESCRIPTIONS[code] ?? ERROR_DESCRIPTIONS.default);
  // @fastify/swagger reads this key as the answer's description and leaves it out of the schema.
  return { ...response, 'x-response-description': description };
}

/** The schema that lets null and nothing else through, in OpenAPI 3.0. */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0.3: `nullable` adds null only to a `type` in the same schema, and not to an `enum` that does
 * not list it. The generated schemas break both rules (a nullable `anyOf`, a nullable enum), so a strict
 * client would refuse the null the server sends: null is listed in the enum, or added as an `anyOf` branch.
 */
export function makeNullsExplicit(root: unknown): void {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === 'object') {
      const schema = node as JsonObject;
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
        schema.enum = [...schema.enum, null];
      if (schema.nullable === true && !('type' in schema)) {
        delete schema.nullable;
        const { anyOf, ...rest } = schema;
        const branches = Array.isArray(anyOf) ? anyOf : [{ ...rest }];
        if (!Array.isArray(anyOf))
          for (const key of Object.keys(rest)) if (!['description', 'default'].includes(key)) delete schema[key];
        schema.anyOf = [...branches, NULL_ONLY];
      }
      stack.push(...Object.values(schema));
    }
  }
}

/** The staff document's per-route transform: the storefront API's routes are left to its own document (server/store). */
export function documentTransform(input: TransformInput): ReturnType<SwaggerTransform> {
  if (input.url === STORE_API_BASE || input.url.startsWith(`${STORE_API_BASE}/`))
    return { schema: { ...input.schema, hide: true }, url: input.url };
  return routeTransform(input);
}

/** The per-route transform: zod → JSON Schema, then operationId, answer descriptions and the `default` error answer. */
export function routeTransform(input: TransformInput): ReturnType<SwaggerTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as JsonObject | undefined;
  if (!schema || schema.hide) return result;
  makeNullsExplicit(schema);
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  const summary = typeof schema.summary === 'string' ? schema.summary : `${method} ${input.url}`;
  const responses = (schema.response ?? {}) as Record<string, JsonObject>;
  // 204 and 304 never carry a body (HTTP): a schema of type null is what @fastify/swagger writes without content.
  for (const code of ['204', '304'])
    if (responses[code]) responses[code] = { type: 'null', description: responses[code].description ?? 'No body' };
  const errorEnvelope = Object.entries(responses).find(([code]) => Number(code) >= 400)?.[1];
  const described = Object.fromEntries(
    Object.entries(responses).map(([code, r]) => [code, describeResponse(code, r, summary)]),
  );
  if (errorEnvelope && !described.default) described.default = describeResponse('default', errorEnvelope, summary);
  return {
    ...result,
    schema: {
      ...schema,
      operationId: typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(method, input.url),
      response: described,
    },
  };
}

/**
 * The whole document: the components registered with an id (zod `.meta({ id })`) written out, and the
 * search value schemas each resource's criteria point at (contract/platform/search-value-rules.ts).
 */
export function documentTransformObject(
  input: Parameters<typeof jsonSchemaTransformObject>[0],
): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: JsonObject } };
  const schemas = { ...document.components?.schemas, ...SEARCH_VALUE_SCHEMAS };
  return { ...document, components: { ...document.components, schemas } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
}
