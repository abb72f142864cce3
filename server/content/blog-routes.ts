/**
 * The blog editor's live preview (contract/content/blog.ts, BLOG_API.preview): a draft body rendered as saving it would
 * store it, by the same renderer (server/content/markdown.ts) on its worker thread (markdown-pool.ts). A read: it
 * stores and records nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_API, BlogPreviewRequestSchema, BlogPreviewSchema, blogResource } from '../../contract/content/blog';
import { renderPreview } from './markdown-pool';
import { envelope, ok } from '../../contract/platform/envelope';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    BLOG_API.preview,
    {
      onRequest: requirePermission(`${blogResource.permission}.view`),
      schema: {
        tags: [blogResource.key],
        summary: "A draft body's HTML as saving the post would store it (the editor's live preview; stores nothing)",
        security: bearerSecurity,
        body: BlogPreviewRequestSchema,
        response: { 200: envelope(BlogPreviewSchema), ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => ok({ html: await renderPreview(request.body.body) }),
  );
};
