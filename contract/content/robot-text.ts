/**
 * ROBOT_TEXT: the storefront's robots.txt as one versioned text. Every save is a new version (who, when),
 * so earlier ones can be read and restored; a save names the version it was read at (stale → 409).
 * Crawlers read the current text at `GET /api/robot-text` as text/plain, without signing in.
 */
import { z } from 'zod';
import { MAX_VERSION } from '../platform/resource';
import { VALIDATION } from '../platform/messages';
import { checkRobotsText, ROBOTS_MAX_BYTES } from './robots-check';

export const ROBOT_TEXT_API = {
  /** Public: the current text as `text/plain`, with an ETag (the version) for caches. */
  public: '/robot-text',
  current: '/robot-text/current',
  versions: '/robot-text/versions',
  version: (version: number | string) => `/robot-text/versions/${version}`,
  restore: (version: number | string) => `/robot-text/versions/${version}/restore`,
} as const;

/** Versions listed per page of the history, newest first. */
export const ROBOT_TEXT_HISTORY_PAGE = 20;

/** The version a screen read: 0 while nothing is saved yet. */
const readVersion = z.number().int().min(0).max(MAX_VERSION, VALIDATION.between(0, MAX_VERSION));

/** Who saved a version and when; `restoredFrom` is the version it copied, when it was a restore. */
const VersionMeta = {
  version: z.number().int().min(0),
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
};

/** The current text (`GET|PUT /api/robot-text/current`); version 0 and an empty text when none is saved. */
export const RobotTextSchema = z.object({ ...VersionMeta, text: z.string() });
export type RobotText = z.infer<typeof RobotTextSchema>;

/** A text a robots.txt can hold: the first problem of checkRobotsText is the field's error. */
export const robotsTextField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? VALIDATION.required : VALIDATION.invalidFormat) })
    .superRefine((text, ctx) => {
      const [problem] = checkRobotsText(text, 1);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    })
    .meta({
      description: `robots.txt lines: field: value with User-agent, Allow, Disallow, Sitemap, Crawl-delay or Host; at most ${ROBOTS_MAX_BYTES} bytes (UTF-8)`,
    });

/** `PUT /api/robot-text/current`: the new text and the version it was read at. */
/** The editor's form: the text alone (the version travels with the save). */
export const RobotTextFormSchema = z.object({ text: robotsTextField() });

export const RobotTextUpdateSchema = z.object({ text: robotsTextField(), version: readVersion });
export type RobotTextUpdate = z.infer<typeof RobotTextUpdateSchema>;

/** `POST …/versions/{version}/restore`: the current version the screen read (the restore saves on top of it). */
export const RobotTextRestoreSchema = z.object({ version: readVersion });
export type RobotTextRestore = z.infer<typeof RobotTextRestoreSchema>;

/** One line of the history: size in bytes and lines instead of the text. */
export const RobotTextVersionSummarySchema = z.object({
  ...VersionMeta,
  bytes: z.number().int(),
  lines: z.number().int(),
});
export type RobotTextVersionSummary = z.infer<typeof RobotTextVersionSummarySchema>;

/** A page of the history, newest first; `before` of the next page is the last version listed. */
export const RobotTextHistorySchema = z.object({
  content: z.array(RobotTextVersionSummarySchema),
  hasMore: z.boolean(),
});
export type RobotTextHistory = z.infer<typeof RobotTextHistorySchema>;

/** `GET …/versions?before=N`: versions older than N (absent: from the newest). */
export const RobotTextHistoryQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(MAX_VERSION, VALIDATION.between(1, MAX_VERSION)).optional(),
});

/** `…/versions/{version}` path parameter. */
export const RobotTextVersionParamsSchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION, VALIDATION.between(1, MAX_VERSION)),
});
