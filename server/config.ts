/**
 * Configuration from the environment, validated once at start-up.
 * A wrong value stops the process with one line naming the variable (issue 2 §2).
 */
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DAY = 86_400;

/** An integer variable with bounds; the message names the variable and the accepted range. */
const intVar = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer ${min}-${max}` });
        return z.NEVER;
      }
      return value;
    });

const boolVar = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = raw.trim().toLowerCase();
      if (['1', 'true', 'yes'].includes(value)) return true;
      if (['0', 'false', 'no'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
      return z.NEVER;
    });

const EnvSchema = z.object({
  PORT: intVar('PORT', 1, 65_535, 8080),
  HOST: z.string({ error: 'HOST must be a host name or address' }).min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: intVar('ACCESS_TOKEN_TTL', 10, DAY, 900),
  REFRESH_TOKEN_TTL: intVar('REFRESH_TOKEN_TTL', 60, 30 * DAY, 12 * 3600),
  REMEMBER_REFRESH_TOKEN_TTL: intVar('REMEMBER_REFRESH_TOKEN_TTL', 60, 365 * DAY, 30 * DAY),
  SESSION_CACHE_MS: intVar('SESSION_CACHE_MS', 0, 60_000, 5000),
  REFRESH_REUSE_GRACE: intVar('REFRESH_REUSE_GRACE', 0, 300, 15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: intVar('LOGIN_MAX_FAILURES_PER_ACCOUNT', 1, 1000, 10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: intVar('LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS', 1, 1000, 5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: intVar('LOGIN_MAX_FAILURES_PER_ADDRESS', 1, 100_000, 100),
  LOGIN_FAILURE_WINDOW: intVar('LOGIN_FAILURE_WINDOW', 1, DAY, 900),
  STATEMENT_TIMEOUT_MS: intVar('STATEMENT_TIMEOUT_MS', 0, 3_600_000, 5000),
  DB_POOL_SIZE: intVar('DB_POOL_SIZE', 1, 1000, 0),
  EXPORT_BATCH_ROWS: intVar('EXPORT_BATCH_ROWS', 1, 100_000, 2000),
  JOB_EXPIRE_SECONDS: intVar('JOB_EXPIRE_SECONDS', 3, 3600, 30),
  // Quiet for a person at a terminal (warnings and errors); 'info' adds one JSON line per request.
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('warn'),
  STATIC_DIR: z.string().default('./dist'),
  DEMO_ORDERS: intVar('DEMO_ORDERS', 0, 10_000_000, 2000),
  TRUST_PROXY: boolVar('TRUST_PROXY', false),
  PORTAL_ALLOW_PRIVATE_HOSTS: boolVar('PORTAL_ALLOW_PRIVATE_HOSTS', false),
  WEBHOOKS_ALLOW_LOOPBACK: boolVar('WEBHOOKS_ALLOW_LOOPBACK', false),
  WEBHOOK_RETRY_BASE_MS: intVar('WEBHOOK_RETRY_BASE_MS', 10, 3_600_000, 10_000),
  WEBHOOK_POLL_MS: intVar('WEBHOOK_POLL_MS', 10, 60_000, 200),
});

/** The validated configuration the server runs with. Paths are absolute. */
export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files (`dataDir/pglite`) and, later, uploads. */
  dataDir: string;
  /** PostgreSQL connection string; absent → embedded PGlite. */
  databaseUrl: string | undefined;
  /** HS256 key for access tokens; absent → generated once and kept in DATA_DIR/jwt-signing.key (owner-only). */
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  rememberRefreshTokenTtl: number;
  /** How long a live session is remembered in memory (ms); revocations by this process apply at once. */
  sessionCacheMs: number;
  /** Seconds after a rotation in which the replaced token still works once more (two tabs refreshing at once). */
  refreshReuseGrace: number;
  /** Failed password checks per account, from any address, in the window. */
  loginMaxFailuresPerAccount: number;
  /** Failed password checks per account from one address (a shop's one mistyping person locks only themself). */
  loginMaxFailuresPerAccountAddress: number;
  /** Failed password checks per address over all accounts (the spraying ceiling). */
  loginMaxFailuresPerAddress: number;
  loginFailureWindow: number;
  statementTimeoutMs: number;
  /** Most PostgreSQL connections at once; unset → two per core, at least four (DEFAULT_POOL_SIZE). */
  dbPoolSize: number | undefined;
  /** Rows per keyset batch of a CSV export: memory per running export is about this many rows. */
  exportBatchRows: number;
  /**
   * PostgreSQL only: a background job's share of work not finished this many seconds after a process took it is
   * taken over by another (its process is presumed dead; server/platform/jobs/pg-boss-jobs.ts).
   */
  jobExpireSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  staticDir: string;
  demoOrders: number;
  /** Honour X-Forwarded-For (behind a reverse proxy), so per-address limits see real clients. */
  trustProxy: boolean;
  /** Let settings point the server at loopback, private and link-local hosts (an SMTP relay on this machine): development only. */
  allowPrivateHosts: boolean;
  /** Webhooks may go to loopback hosts, over http too (development and tests); never to private or link-local ones. */
  webhooksAllowLoopback: boolean;
  /** The first webhook retry's wait; each next one doubles (with jitter). */
  webhookRetryBaseMs: number;
  /** How often the webhook dispatcher looks for due deliveries while idle. */
  webhookPollMs: number;
}

/** Thrown for a bad environment; `message` is the single line to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `DATABASE_URL=` in a shell or CI file means "not set". */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}

/** Reads and validates the configuration; throws ConfigError naming every wrong variable in one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) =>
      issue.message.startsWith(String(issue.path[0]))
        ? issue.message
        : `${String(issue.path[0])} is invalid (${issue.message})`,
    );
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    rememberRefreshTokenTtl: e.REMEMBER_REFRESH_TOKEN_TTL,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE,
    sessionCacheMs: e.SESSION_CACHE_MS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerAccountAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginFailureWindow: e.LOGIN_FAILURE_WINDOW,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE || undefined,
    exportBatchRows: e.EXPORT_BATCH_ROWS,
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    demoOrders: e.DEMO_ORDERS,
    trustProxy: e.TRUST_PROXY,
    allowPrivateHosts: e.PORTAL_ALLOW_PRIVATE_HOSTS,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookPollMs: e.WEBHOOK_POLL_MS,
  };
}
