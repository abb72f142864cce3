/**
 * E-mail: the SMTP credentials section of PORTAL_SETTINGS (seed §3 "email credentials"), the test e-mail,
 * and the Outbox every message is written to (sent through SMTP when credentials are set, kept unsent when not).
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { MAX_VERSION } from '../platform/resource';

/** What became of a message. 'Not sent (no SMTP settings)': no credentials were configured when it was written. */
export const OUTBOX_STATUSES = ['Queued', 'Sent', 'Failed', 'Not sent (no SMTP settings)'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_NOT_SENT: OutboxStatus = 'Not sent (no SMTP settings)';

/** How the connection to the SMTP server is secured: none, upgraded with STARTTLS, or TLS from the start. */
export const EMAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type EmailSecurity = (typeof EMAIL_SECURITY)[number];
export const EMAIL_SECURITY_LABELS: Record<EmailSecurity, string> = {
  none: 'None (port 25 or a local relay)',
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS (usually port 465)',
};

/** A secret as responses show it: set or not, and its last four characters when it is long enough to spare them. */
export const SecretHintSchema = z.object({ set: z.boolean(), lastFour: z.string().nullable() });
export type SecretHint = z.infer<typeof SecretHintSchema>;

/** `GET|PUT /api/portal-settings/email-credentials` answer; the password is never sent back. */
export const EmailCredentialsSchema = z.object({
  /** True when a host and a from address are saved: messages go out through SMTP. */
  configured: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(EMAIL_SECURITY),
  username: z.string(),
  password: SecretHintSchema,
  fromName: z.string(),
  fromAddress: z.string(),
  /** 0 while nothing is saved. */
  version: z.number().int().min(0),
});
export type EmailCredentials = z.infer<typeof EmailCredentialsSchema>;

/** `PUT` body. An empty password keeps the saved one; `clearPassword` removes it (a server without auth). */
export const EmailCredentialsUpdateSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.number().int().min(1, VALIDATION.between(1, 65535)).max(65535, VALIDATION.between(1, 65535)),
  security: z.enum(EMAIL_SECURITY),
  username: z.string().trim().max(254).default(''),
  password: z.string().max(512).default(''),
  clearPassword: z.boolean().default(false),
  fromName: z.string().trim().max(100).default(''),
  fromAddress: z.email().max(254),
  version: z.number().int().min(0).max(MAX_VERSION, VALIDATION.between(0, MAX_VERSION)),
});
export type EmailCredentialsUpdate = z.input<typeof EmailCredentialsUpdateSchema>;

/** `POST …/email-credentials/test` answer: where the test went and how it ended. */
export const TestEmailResultSchema = z.object({
  to: z.string(),
  delivered: z.boolean(),
  /** The SMTP server's refusal or the connection failure, in words; null when delivered. */
  error: z.string().nullable(),
  outboxId: z.number().int(),
});
export type TestEmailResult = z.infer<typeof TestEmailResultSchema>;

/** What the Outbox calls the kinds of message it knows; another kind reads as its words ('order-shipped' → 'Order shipped'). */
const KIND_LABELS: Record<string, string> = {
  test: 'Test e-mail',
  'password-reset': 'Password reset code',
  'portal-user-password': 'New portal user password',
};
export const outboxKindLabel = (kind: string): string =>
  KIND_LABELS[kind] ?? (kind.charAt(0).toUpperCase() + kind.slice(1)).replace(/[-_]+/g, ' ');

/** One Outbox row as the table lists it (no body). */
export const OutboxRowSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof OutboxRowSchema>;

/** One message with its text (and HTML when it has one): Master Admin only, it may hold one-time codes. */
export const OutboxMessageSchema = OutboxRowSchema.extend({ text: z.string(), html: z.string().nullable() });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** `GET /api/outbox` query and answer: newest first, one page. */
export const OutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export const OUTBOX_PAGE_SIZE = 100;
export const OutboxPageSchema = z.object({
  rows: z.array(OutboxRowSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

/** The e-mail settings and the Outbox (base `/api`). */
export const MAIL_API = {
  emailCredentials: '/portal-settings/email-credentials',
  testEmail: '/portal-settings/email-credentials/test',
  outbox: '/outbox',
  outboxMessage: (id: number | string) => `/outbox/${id}`,
  resend: (id: number | string) => `/outbox/${id}/resend`,
} as const;

/** Ours (the seed names only "email credentials"): the e-mail section's and the Outbox's words. */
export const MAIL_MESSAGES = {
  confirmSave: 'Save the e-mail credentials? Every e-mail the portal sends goes out through this server from now on.',
  saved: 'E-mail credentials saved successfully',
  notConfigured: 'No SMTP server is set: e-mails are kept in the Outbox and not sent.',
  testSent: (to: string) => `Test e-mail sent to ${to}`,
  testFailed: (error: string) => `The test e-mail could not be sent: ${error}`,
  testNotConfigured: 'Save the e-mail credentials first: with no SMTP server the test e-mail stays in the Outbox.',
  noAddress: 'Your user has no e-mail address: add one in your profile to receive the test e-mail.',
  passwordKeep: 'Leave empty to keep the saved password (another host, port or security needs it typed again)',
  resent: 'The e-mail was sent',
  resendFailed: (error: string) => `The e-mail could not be sent: ${error}`,
  onlyFailedResend: 'Only a failed or unsent e-mail can be sent again',
  testSubject: 'Test e-mail from the portal',
  testText: (host: string) => `This is a test e-mail from the portal, sent through ${host}. E-mail delivery works.`,
  /** Saving: a host that is (or resolves to) an internal address, refused unless PORTAL_ALLOW_PRIVATE_HOSTS is set. */
  hostInternal: 'The SMTP host must be a public server: local, private and cloud metadata addresses are not allowed',
  hostNotFound: 'The SMTP host could not be found: check the name',
  /** Saving another host, port or security with the password field empty: the saved password stays with its server. */
  passwordForOtherServer:
    'Type the password again: the saved one belongs to the previous SMTP server, host, port or security',
  /** Delivery: the saved password was saved for another server (or before passwords were bound to their server). */
  passwordNotForThisServer:
    'The saved SMTP password was saved for another server: type the password again in the e-mail credentials.',
  passwordUnreadable:
    "The saved SMTP password cannot be read with this server's SECRETS_KEY: type the password again in the e-mail credentials.",
} as const;

/**
 * A delivery failure in words, never the peer's own text (a banner or reply could come from any service). `where`
 * is host:port as saved; `code` the SMTP reply code when the server gave one.
 */
export const SMTP_FAILURES = {
  internalHost: (host: string) =>
    `The SMTP host ${host} points to a local, private or cloud metadata address: the e-mail was not sent.`,
  refused: (where: string) => `The SMTP server at ${where} refused the connection: check the host and port.`,
  timedOut: (where: string) => `The SMTP server at ${where} did not answer in time: check the host, port and security.`,
  notFound: (host: string) => `The SMTP server name ${host} could not be found: check the host.`,
  authFailed: (code: string) => `The SMTP server refused the username or password${code}.`,
  tlsFailed: (where: string) => `A secure connection to ${where} could not be made: check the security setting.`,
  envelopeRefused: (code: string) => `The SMTP server refused the sender or recipient${code}.`,
  connectionFailed: (where: string) => `The connection to ${where} failed: check the host, port and security setting.`,
  notSmtp: (where: string) => `The server at ${where} did not answer as an SMTP server: check the host and port.`,
  rejected: (code: string) => `The SMTP server refused the message${code}.`,
  other: (where: string) => `The e-mail could not be sent through ${where}.`,
  /** The reply code, e.g. " (code 535)", or nothing. */
  code: (responseCode: number | undefined) =>
    responseCode && responseCode >= 200 && responseCode <= 599 ? ` (code ${responseCode})` : '',
} as const;
