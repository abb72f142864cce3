/**
 * ROBOT_TEXT's API. `GET /api/robot-text` is public (the storefront and crawlers read it): the current text as
 * text/plain with the version as its ETag, cached 5 minutes and then revalidated (304 while unchanged). The
 * editor reads and saves the current version as JSON, lists the history and restores an earlier version.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  ROBOT_TEXT_API,
  RobotTextHistoryQuerySchema,
  RobotTextHistorySchema,
  RobotTextRestoreSchema,
  RobotTextSchema,
  RobotTextUpdateSchema,
  RobotTextVersionParamsSchema,
} from '../../contract/content/robot-text';
import { checkRobotsText } from '../../contract/content/robots-check';
import type { AuthUser } from '../platform/auth/auth-plugin';
import { requirePermission } from '../platform/auth/auth-plugin';
import { badRequest } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { appendRobotText, listRobotTextVersions, readCurrentRobotText, readRobotTextVersion } from './robot-text-store';

const tags = ['robot text'];
/** Crawlers and the storefront may keep it 5 minutes; after that they revalidate with the ETag. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=300';

/** The ETag of a version: strong, since a version's bytes never change. */
export const robotsEtag = (version: number) => `"robots-${version}"`;

/** True when If-None-Match names `etag` (weak or strong) or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const saverOf = (user: AuthUser | null) => ({ id: user?.id ?? null, name: user?.name ?? 'Unknown' });

export const robotTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROBOT_TEXT_API.public,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The storefront's robots.txt, as crawlers read it (no sign-in)",
        description: `Plain text. \`ETag\` is the version; send it back in \`If-None-Match\` for a 304 while it is current. \`Cache-Control: ${ROBOTS_CACHE_CONTROL}\`.`,
        response: {
          200: fileResponse('text/plain', 'The current robots.txt (empty, allowing everything, until one is saved)'),
          // A JSON Schema of type null is documented as an answer without content.
          304: z.null().meta({ description: 'Not modified: the ETag sent is still the current version (no body)' }),
          ...errorResponses(500),
        },
      },
    },
    async (request, reply) => {
      const current = await readCurrentRobotText(app.db);
      reply.header('etag', robotsEtag(current.version)).header('cache-control', ROBOTS_CACHE_CONTROL);
      if (current.savedAt) reply.header('last-modified', new Date(current.savedAt).toUTCString());
      if (etagMatches(request.headers['if-none-match'], robotsEtag(current.version))) return reply.code(304).send(null); // Fastify sends a 304 without a body
      return reply.type('text/plain; charset=utf-8').send(current.text);
    },
  );

  app.get(
    ROBOT_TEXT_API.current,
    {
      onRequest: requirePermission('content.robotText.view'),
      schema: {
        tags,
        summary: 'The current robots.txt with its version, who saved it and when',
        security: bearerSecurity,
        response: { 200: envelope(RobotTextSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await readCurrentRobotText(app.db)),
  );

  app.put(
    ROBOT_TEXT_API.current,
    {
      onRequest: requirePermission('content.robotText.edit'),
      schema: {
        tags,
        summary: 'Save the robots.txt as a new version (send the version read; a stale one is refused with 409)',
        security: bearerSecurity,
        description: 'A line a robots.txt cannot hold is a 400 on `text` naming the line.',
        body: RobotTextUpdateSchema,
        response: { 200: envelope(RobotTextSchema), ...errorResponses(400, 401, 403, 409, 413, 500) },
      },
    },
    async (request) =>
      ok(await appendRobotText(app.db, request.body.text, request.body.version, saverOf(request.user))),
  );

  app.get(
    ROBOT_TEXT_API.versions,
    {
      onRequest: requirePermission('content.robotText.view'),
      schema: {
        tags,
        summary: 'Earlier versions, newest first, a page at a time (`before`: the last version of the previous page)',
        security: bearerSecurity,
        querystring: RobotTextHistoryQuerySchema,
        response: { 200: envelope(RobotTextHistorySchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ok(await listRobotTextVersions(app.db, request.query.before)),
  );

  app.get(
    ROBOT_TEXT_API.version(':version'),
    {
      onRequest: requirePermission('content.robotText.view'),
      schema: {
        tags,
        summary: 'One version with its text',
        security: bearerSecurity,
        params: RobotTextVersionParamsSchema,
        response: { 200: envelope(RobotTextSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ok(await readRobotTextVersion(app.db, request.params.version)),
  );

  app.post(
    ROBOT_TEXT_API.restore(':version'),
    {
      onRequest: requirePermission('content.robotText.edit'),
      schema: {
        tags,
        summary: "Save an earlier version's text as the new current version (send the current version read)",
        security: bearerSecurity,
        params: RobotTextVersionParamsSchema,
        body: RobotTextRestoreSchema,
        response: { 200: envelope(RobotTextSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const earlier = await readRobotTextVersion(app.db, request.params.version);
      // Checked again: a version saved before a stricter check may no longer pass it.
      const [problem] = checkRobotsText(earlier.text, 1);
      if (problem) throw badRequest(problem.message, 'text');
      return ok(
        await appendRobotText(app.db, earlier.text, request.body.version, saverOf(request.user), earlier.version),
      );
    },
  );
};
