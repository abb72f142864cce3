/**
 * Create (`.add`), update and status change (`.edit`) and delete (`.delete`) of a resource. Every
 * write names the version it was read at; a stale one is a 409 and nothing changes.
 */
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  MoveSchema,
  StatusChangeSchema,
  VersionSchema,
  resourcePaths,
  type ResourceDef,
} from '../../contract/platform/resource';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import type { InputOf, ResourceBinding, ZodApp } from './binding';
import { createLast, moveRow } from './ordering';
import { IdParamsSchema } from './read-routes';
import { changeStatus, createRow, deleteRow, updateRow } from './writes';

export function registerWriteRoutes<D extends ResourceDef>(app: ZodApp, binding: ResourceBinding<D>): void {
  const { source, toValues } = binding;
  const { def } = source;
  if (!def.create || !toValues) return;
  const paths = resourcePaths(def);
  const tags = [def.key];
  const rowEnvelope = envelope(def.row);
  const values = (body: unknown) => toValues(body as InputOf<D>);

  app.post(
    paths.create,
    {
      onRequest: requirePermission(`${def.permission}.add`),
      schema: {
        tags,
        summary: `Create a ${def.title} row`,
        security: bearerSecurity,
        body: def.create,
        response: { 201: rowEnvelope, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => {
      const create = def.ordered ? createLast : createRow;
      return reply.code(201).send(ok(await create(app.db, source, await values(request.body))));
    },
  );

  app.put(
    paths.one(':id'),
    {
      onRequest: requirePermission(`${def.permission}.edit`),
      schema: {
        tags,
        summary: `Update a ${def.title} row read at \`version\``,
        security: bearerSecurity,
        params: IdParamsSchema,
        body: z.intersection(def.create, VersionSchema),
        response: { 200: rowEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const { version, ...input } = request.body as { version: number };
      return ok(await updateRow(app.db, source, request.params.id, version, await values(input)));
    },
  );

  if (def.hasStatus) {
    app.put(
      paths.status(':id'),
      {
        onRequest: requirePermission(`${def.permission}.edit`),
        schema: {
          tags,
          summary: `Set a ${def.title} row Active or Inactive`,
          security: bearerSecurity,
          params: IdParamsSchema,
          body: StatusChangeSchema,
          response: { 200: rowEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) =>
        ok(await changeStatus(app.db, source, request.params.id, request.body.version, request.body.status)),
    );
  }

  if (def.ordered) {
    app.put(
      paths.move(':id'),
      {
        onRequest: requirePermission(`${def.permission}.edit`),
        schema: {
          tags,
          summary: `Move a ${def.title} row one step, or just before or after another row`,
          security: bearerSecurity,
          params: IdParamsSchema,
          body: MoveSchema,
          response: { 200: rowEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) => ok(await moveRow(app.db, source, request.params.id, request.body)),
    );
  }

  if (def.deletable) {
    app.delete(
      paths.one(':id'),
      {
        onRequest: requirePermission(`${def.permission}.delete`),
        schema: {
          tags,
          summary: `Delete a ${def.title} row read at \`version\``,
          security: bearerSecurity,
          params: IdParamsSchema,
          querystring: VersionSchema,
          response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409, 500) },
        },
      },
      async (request) => {
        await deleteRow(app.db, source as never, request.params.id, request.query.version);
        return ok(null);
      },
    );
  }
}
