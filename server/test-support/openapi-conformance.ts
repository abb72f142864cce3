/**
 * Checks every answer an API test receives against the OpenAPI document: the status is documented for
 * the route (or, for an error, the `default` answer), the content type is one it names, and a JSON body
 * validates against its schema. Violations are collected; the API project's setup file fails the test
 * file on any. Each schema is compiled once per worker (not per file), on first use.
 */
import { createHash } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Json = Record<string, unknown>;
type OpenApiDocument = {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components?: Json;
};

const DOC_ID = 'openapi.json';
let document: OpenApiDocument | undefined;
let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction | null>();
const violations: string[] = [];

/** The document the compiled validators are for: a worker's files all check against the run's one document. */
let fingerprint: string | undefined;

/** Turns the check on for this worker, against `doc` (the document /api/docs serves). */
export function checkAnswersAgainst(doc: OpenApiDocument): void {
  const next = createHash('sha1').update(JSON.stringify(doc)).digest('hex');
  // The same document as this worker's last file: the validators compiled for it still hold (compiling them again per
  // file was most of the check's cost).
  if (next === fingerprint) return;
  fingerprint = next;
  document = doc;
  ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ components: doc.components ?? {} }, DOC_ID);
  validators.clear();
}

/** The violations seen since the last call, and forgets them. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

/** `/api/tax/:id` → `/api/tax/{id}`, as the document writes paths. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function validatorFor(key: string, schema: Json | undefined): ValidateFunction | null {
  if (validators.has(key)) return validators.get(key)!;
  // Components are written out once under DOC_ID; a route's schema points into them from there.
  const compiled = schema
    ? ajv!.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`)))
    : null;
  validators.set(key, compiled);
  return compiled;
}

/** What is wrong with one answer, or undefined when it conforms (or its route is not documented). */
function violationOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const url = request.routeOptions.url;
  const method = request.method.toLowerCase();
  const operation = url ? document!.paths[documentPath(url)]?.[method] : undefined;
  if (!operation) return undefined;
  const at = `${request.method} ${documentPath(url!)} → ${reply.statusCode}`;
  const status = String(reply.statusCode);
  const answer = (operation.responses[status] ?? (reply.statusCode >= 400 ? operation.responses.default : undefined)) as
    | { content?: Record<string, { schema?: Json }> }
    | undefined;
  if (!answer) return `${at}: status not documented`;
  // An answer documented without content conforms when it has none: 304 and 204 never carry one (Fastify drops it).
  const bodiless = !answer.content || Object.keys(answer.content).length === 0;
  if (bodiless && (reply.statusCode === 304 || reply.statusCode === 204 || payload === undefined || payload === ''))
    return undefined;
  const mediaType = String(reply.getHeader('content-type') ?? '')
    .split(';')[0]
    .trim();
  const media = answer.content?.[mediaType];
  if (!media)
    return `${at}: content type "${mediaType}" not documented (${Object.keys(answer.content ?? {}).join(', ') || 'none'})`;
  if (mediaType !== 'application/json' || typeof payload !== 'string') return undefined;
  let validate: ValidateFunction | null;
  try {
    validate = validatorFor(`${at} ${mediaType}`, media.schema);
  } catch (error) {
    // A schema a JSON Schema validator cannot read is a fault of the document, never of the answer.
    return `${at}: documented schema is not valid JSON Schema (${(error as Error).message})`;
  }
  if (!validate || validate(JSON.parse(payload))) return undefined;
  return `${at}: ${ajv!.errorsText(validate.errors, { dataVar: 'body' })}`;
}

/** Adds the check to an app (before it is ready) when a document was given to this worker. */
export function installConformanceCheck(app: FastifyInstance): void {
  if (!document || process.env.OPENAPI_CONFORMANCE === '0') return;
  app.addHook('onSend', async (request, reply, payload) => {
    const violation = violationOf(request, reply, payload);
    if (violation) violations.push(violation);
    return payload;
  });
}
