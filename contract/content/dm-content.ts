/**
 * DM_CONTENT: direct-marketing templates. A subject (email only) and a body that may use the fixed
 * `{{placeholders}}` of dm-placeholders.ts; an unknown or unclosed one is refused on its field, naming it.
 */
import { z } from 'zod';
import { placeholderProblem } from './dm-placeholders';
import { defineKitResource, kit } from '../platform/kit';
import { VALIDATION } from '../platform/messages';
import { optionalText, requiredText } from '../platform/fields';

export const DM_CHANNELS = ['Email', 'SMS', 'WhatsApp'] as const;
export type DmChannel = (typeof DM_CHANNELS)[number];

/**
 * Longest body per channel: an email is a page; an SMS at most 1,600 characters (10 GSM-7 parts of 153 plus
 * headroom, where gateways stop joining parts); a WhatsApp template body at most 1,024 (Meta's limit).
 */
export const DM_BODY_LIMITS: Record<DmChannel, number> = { Email: 20_000, SMS: 1_600, WhatsApp: 1_024 };
export const DM_SUBJECT_MAX = 150;

/** A text whose every `{{…}}` is on the placeholder list. */
const withKnownPlaceholders = <S extends z.ZodType<string>>(schema: S) =>
  schema.superRefine((text, ctx) => {
    const problem = placeholderProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const dmContentResource = defineKitResource({
  key: 'dm-content',
  apiPath: '/dm-content',
  title: 'DM Content',
  subject: 'DM content',
  permission: 'content.dmContent',
  route: 'DM_CONTENT',
  fields: {
    id: kit.id(),
    name: kit.text('Name', { max: 100, width: 180, placeholder: 'e.g. Diwali offer SMS' }),
    channel: kit.choice('Channel', DM_CHANNELS, { width: 100 }),
    subject: kit.custom(
      'Subject',
      'text',
      { row: z.string(), input: withKnownPlaceholders(optionalText(DM_SUBJECT_MAX)) },
      {
        width: 200,
        form: { widget: 'text', initial: '' },
        helperText: 'Email only',
      },
    ),
    body: kit.custom(
      'Body',
      'text',
      { row: z.string(), input: withKnownPlaceholders(requiredText(DM_BODY_LIMITS.Email)) },
      {
        width: 260,
        form: { widget: 'textarea', initial: '' },
      },
    ),
    status: kit.status(),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: 'name already exists' },
  input: (schema) =>
    schema
      .refine((v) => v.channel !== 'Email' || v.subject !== '', {
        path: ['subject'],
        message: VALIDATION.required,
        when: parsed('channel', 'subject'),
      })
      .refine((v) => v.body.length <= DM_BODY_LIMITS[v.channel], {
        path: ['body'],
        when: parsed('channel', 'body'),
        error: (issue) => VALIDATION.maxLength(DM_BODY_LIMITS[(issue.input as { channel: DmChannel }).channel]),
      })
      .meta({
        description: `subject is required for Email (other channels store none); body is at most ${DM_BODY_LIMITS.SMS} characters for SMS and ${DM_BODY_LIMITS.WhatsApp} for WhatsApp.`,
      }),
});

/** A cross-field rule runs once the body is an object and the fields it reads have parsed (zod 4 `when`). */
function parsed(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

export const DmContentSchema = dmContentResource.row;
export type DmContent = z.infer<typeof DmContentSchema>;
export const DmContentInputSchema = dmContentResource.create;
export type DmContentInput = z.input<typeof DmContentInputSchema>;
