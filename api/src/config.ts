import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_NAME, emailSchema, passwordSchema } from '@campaign/shared';
import { parseMailbox } from './mail/mailbox';
import { parseSmtpUrl, SmtpUrlError } from './mail/smtp-url';
import { AllowListError, parseAllowList } from './metrics/scrape-access';

/** The repository root (from the source; the production bundle is elsewhere, see below). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Set only when compiled into the production bundle (api/build/bundle-config.ts): the way from
// the running module's folder to the bundle's root folder.
declare const __BUNDLE_ROOT_FROM_MODULE__: string | undefined;

/**
 * Where the front-end builds are looked for unless WEB_ROOT says otherwise: the repository when
 * run from source, the bundle's web/ folder (filled by `pnpm build:api --web`) when run as the
 * production bundle.
 */
export const DEFAULT_WEB_ROOT =
  typeof __BUNDLE_ROOT_FROM_MODULE__ === 'string'
    ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), __BUNDLE_ROOT_FROM_MODULE__, 'web')
    : REPO_ROOT;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^sqlite:.+/.test(v) || /^mysql:\/\/.+/.test(v), {
    message: 'must look like sqlite:./path/to/file.db or mysql://user:pass@host:port/db',
  });

// Checked by parsing it; the messages never repeat the value, which may hold a password.
const smtpUrl = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    try {
      parseSmtpUrl(value);
    } catch (error) {
      if (!(error instanceof SmtpUrlError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  });

const mailFrom = z
  .string()
  .trim()
  .refine((value) => parseMailbox(value) !== null, {
    message: 'must be one address, optionally with a name: Campaign Team <hello@example.org>',
  });

const allowList = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    try {
      parseAllowList(value);
    } catch (error) {
      if (!(error instanceof AllowListError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: databaseUrl.default('sqlite:./data/campaign.db'),
  SITE_NAME: z.string().trim().min(1).max(100).default(DEFAULT_SITE_NAME),
  // The site's public origin (canonical and social URLs); http://localhost:PORT when unset.
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#\s"<>]+\/?$/, 'must be an origin like https://nitratefree.org')
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  SERVE_WEB: flag.default(true),
  WEB_ROOT: z.string().trim().min(1).default(DEFAULT_WEB_ROOT),
  // Behind nginx (SERVE_WEB=false): render visitor pages from the live releases of this
  // environment's release folder (e.g. infra/releases/production).
  WEB_RELEASES_DIR: z.string().trim().min(1).optional(),
  PUBLIC_SITE_REMOTE: z.string().trim().min(1).optional(),
  ADMIN_CONSOLE_REMOTE: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // MySQL connections per instance (SQLite always uses one): instances × this must stay under
  // the server's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // How stale GET /api/stats may be for pledges taken by other instances (0: reload every time).
  STATS_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  // The least time between two drawings of the live share card (0: on every change of the figures).
  SHARE_CARD_REDRAW_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  // How long a rendered visitor page is shared between visitors (0: never, for measuring renders).
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // Visitor page renders running at once; beyond it a visitor gets the page's last render or the
  // client-rendered document, never a queue.
  RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(4),
  // Believe X-Forwarded-For / X-Forwarded-Proto: only when a proxy (nginx) is the API's one client.
  TRUST_PROXY: flag.default(false),
  // Rate-limit counters shared by every instance; in this process's memory when unset.
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/.+/, 'must look like redis://host:6379')
    .optional(),
  // Form posts each client IP may make per window, per endpoint (0: no limit).
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  RATE_LIMIT_PLEDGES: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_NEWSLETTER: z.coerce.number().int().min(0).default(20),
  // Read API requests per token per window (0: unlimited).
  RATE_LIMIT_READ_API: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_REFERRALS: z.coerce.number().int().min(0).default(30),
  // How long SIGTERM waits for requests in flight before cutting them (then the process exits).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // On SIGTERM, how long to keep serving with /api/ready at 503 before taking no new connections,
  // so a load balancer's health checks stop sending requests first (0: stop at once).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // Signs the session cookie. Required in production; elsewhere one is generated and kept in the
  // data folder (see auth/session-secret.ts).
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // scrypt cost of new password hashes, as log2 N (17: about 128 MiB and a few hundred ms).
  // Lower only for tests; production refuses less than 15.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  // Where uploaded images are stored (uploads/storage.ts); beside the SQLite database by default.
  // A folder path only: no NUL, and not blank.
  UPLOADS_DIR: z
    .string()
    .trim()
    .min(1)
    .refine((v) => !v.includes('\0'), 'must be a folder path')
    .optional(),
  // Where `pnpm backup` and the automatic backup before migrations (SQLite) write archives;
  // `backups/` beside the SQLite database by default, or ./data/backups on MySQL.
  BACKUP_DIR: z
    .string()
    .trim()
    .min(1)
    .refine((v) => !v.includes('\0'), 'must be a folder path')
    .optional(),
  // Start-up bootstrap: when both are set and no user has this email, an admin is created.
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: passwordSchema.optional(),
  // Email (mail/): the server the mail worker delivers through; unset, emails stay queued in
  // the outbox. MAIL_FROM defaults to "SITE_NAME" <no-reply@ the PUBLIC_URL host>.
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  // Where contact-form notifications go; unset, ADMIN_EMAIL, and with neither none is queued.
  NOTIFY_EMAIL: emailSchema.optional(),
  // Outgoing-mail caps (mail/mail-caps.ts), so the forms cannot be used to flood someone's inbox.
  // One pledge welcome and one newsletter confirmation per mailbox (however spelled) per window;
  // hourly caps on that mail to unconfirmed addresses, per domain and in all; contact
  // notifications sent one by one per hour, the rest in a digest. 0 turns a cap off.
  MAIL_MAILBOX_WINDOW_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  MAIL_DOMAIN_HOURLY_CAP: z.coerce.number().int().min(0).default(500),
  MAIL_UNCONFIRMED_HOURLY_CAP: z.coerce.number().int().min(0).default(2000),
  CONTACT_NOTIFY_HOURLY_CAP: z.coerce.number().int().min(0).default(20),
  // Who may read GET /metrics (metrics/): a request with "Authorization: Bearer <token>", or one
  // from these addresses and networks (comma-separated IPs and CIDRs, the client as TRUST_PROXY
  // resolves it). With neither, /metrics answers 404 to everyone.
  METRICS_TOKEN: z.string().trim().min(24, 'must be at least 24 characters').optional(),
  METRICS_ALLOW_FROM: allowList.optional(),
  // Retention (maintenance/retention.ts), in days; 0 keeps forever. Sent emails keep their row
  // for the Outbox's history but lose their body; activity log entries are deleted.
  SENT_EMAIL_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  ACTIVITY_LOG_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  // Visitor figures (visitor-stats/): page views and unique visitors counted on the server from
  // a daily-salted hash, nothing about a visitor stored. `off` counts nothing; figures already
  // kept stay readable. Their daily rows are deleted after the retention (0: kept forever).
  VISITOR_STATS: z.enum(['on', 'off']).default('on'),
  VISITOR_STATS_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(400),
  // Signed webhooks (webhooks/): how often each instance looks for due deliveries, how long one
  // post may take, how many attempts before a delivery is failed, and whether private and
  // loopback targets are allowed (unset: only outside production; see target-policy.ts).
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(5000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  WEBHOOK_ALLOW_PRIVATE_URLS: flag.optional(),
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string };

/**
 * Settings that hold a password or key. Each may instead be given as NAME_FILE, the path of a
 * file holding the value (Docker and Compose secrets, systemd credentials), so it need not sit
 * in the environment where `docker inspect` or /proc shows it.
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'SMTP_URL',
  'ADMIN_PASSWORD',
] as const satisfies (keyof typeof envSchema.shape)[];

/** Every environment variable the server reads; the README's table and .env.example list each. */
export const SETTING_NAMES = [
  ...Object.keys(envSchema.shape),
  ...SECRET_SETTINGS.map((name) => `${name}_FILE`),
];

/**
 * The environment with each NAME_FILE replaced by NAME read from that file (one trailing
 * newline removed, as `echo` and editors leave one), and the problems found. Messages name the
 * variable and the file, never what the file holds.
 */
export function readSecretFiles(
  env: Record<string, string | undefined>,
  readFile: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): { env: Record<string, string | undefined>; problems: string[] } {
  const merged = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    delete merged[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`${name}_FILE: ${name} is set too; set only one of them`);
      continue;
    }
    let value: string;
    try {
      value = readFile(file).replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}_FILE: cannot read ${file} (${code})`);
      continue;
    }
    if (value === '') problems.push(`${name}_FILE: ${file} is empty`);
    else merged[name] = value;
  }
  return { env: merged, problems };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (as in a copied .env.example) mean "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const secrets = readSecretFiles(present);
  if (secrets.problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${secrets.problems.join('; ')}`);
  }
  const result = envSchema.safeParse(secrets.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const problems = [
    result.data.NODE_ENV === 'production' && !result.data.SESSION_SECRET
      ? 'SESSION_SECRET: required in production (at least 32 random characters)'
      : null,
    result.data.NODE_ENV === 'production' && result.data.PASSWORD_HASH_COST < 15
      ? 'PASSWORD_HASH_COST: at least 15 in production'
      : null,
    result.data.ADMIN_EMAIL && !result.data.ADMIN_PASSWORD
      ? 'ADMIN_PASSWORD: required when ADMIN_EMAIL is set'
      : null,
    result.data.SERVE_WEB && result.data.WEB_RELEASES_DIR
      ? 'WEB_RELEASES_DIR: only with SERVE_WEB=false (this process then renders pages behind nginx)'
      : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return {
    ...result.data,
    PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`,
  };
}
