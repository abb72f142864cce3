/**
 * MANAGE_CATEGORY's API (permission `catalogue.category`): the tree, create, update, status, delete, the
 * "Order Category" move and its preview. Every write names the version it was read at (stale → 409).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATEGORY_API,
  CategoryCreateSchema,
  CategoryMoveImpactSchema,
  CategoryMoveSchema,
  CategoryRowSchema,
  CategoryUpdateSchema,
} from '../../contract/catalogue/category';
import { envelope, ok } from '../../contract/platform/envelope';
import { StatusChangeSchema, VersionSchema } from '../../contract/platform/resource';
import { requirePermission } from '../platform/auth/auth-plugin';
import { notFound } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { IdParamsSchema } from '../resources/read-routes';
import { moveCategory } from './categories-move';
import { readCategoryTree, readMoveImpact } from './categories-tree';
import { changeCategoryStatus, createCategory, deleteCategory, updateCategory } from './categories-writes';

const tags = ['category'];
const rowEnvelope = envelope(CategoryRowSchema);

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CATEGORY_API.list,
    {
      onRequest: requirePermission('catalogue.category.view'),
      schema: {
        tags,
        summary:
          'The whole category tree as flat rows (parentId, position) with product counts per node and per subtree',
        security: bearerSecurity,
        response: { 200: envelope(z.array(CategoryRowSchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await readCategoryTree(app.db)),
  );

  app.get(
    CATEGORY_API.moveImpact(':id'),
    {
      onRequest: requirePermission('catalogue.category.view'),
      schema: {
        tags,
        summary: 'How many categories (the node and its subtree) and products a move of this category takes with it',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(CategoryMoveImpactSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const impact = await readMoveImpact(app.db, request.params.id);
      if (!impact) throw notFound();
      return ok(impact);
    },
  );

  app.post(
    CATEGORY_API.list,
    {
      onRequest: requirePermission('catalogue.category.add'),
      schema: {
        tags,
        summary: "Add a category at the end of its parent's children (a blank slug is made from the name)",
        security: bearerSecurity,
        body: CategoryCreateSchema,
        response: { 201: rowEnvelope, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await createCategory(app.db, request.body))),
  );

  app.put(
    CATEGORY_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.category.edit'),
      schema: {
        tags,
        summary: 'Update a category read at `version` (a new parent takes it to the end of the new siblings)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: rowEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await updateCategory(app.db, request.params.id, request.body)),
  );

  app.put(
    CATEGORY_API.status(':id'),
    {
      onRequest: requirePermission('catalogue.category.edit'),
      schema: {
        tags,
        summary: 'Set a category Active or Inactive',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: StatusChangeSchema,
        response: { 200: rowEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) =>
      ok(await changeCategoryStatus(app.db, request.params.id, request.body.version, request.body.status)),
  );

  app.put(
    CATEGORY_API.move(':id'),
    {
      onRequest: requirePermission('catalogue.category.edit'),
      schema: {
        tags,
        summary: 'Move a category and its subtree to `position` (0-based) under `parentId` (null: the top level)',
        security: bearerSecurity,
        description:
          'Siblings are renumbered 0..n-1. A parent inside the moved subtree is a 400; a stale version a 409.',
        params: IdParamsSchema,
        body: CategoryMoveSchema,
        response: { 200: rowEnvelope, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await moveCategory(app.db, request.params.id, request.body)),
  );

  app.delete(
    CATEGORY_API.one(':id'),
    {
      onRequest: requirePermission('catalogue.category.delete'),
      schema: {
        tags,
        summary:
          'Delete a category read at `version` (refused with 409 while it has subcategories or products, naming them)',
        security: bearerSecurity,
        params: IdParamsSchema,
        querystring: VersionSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      await deleteCategory(app.db, request.params.id, request.query.version);
      return ok(null);
    },
  );
};
