import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from '@campaign/shared';

/** The repository root, where the front-end builds live when this process serves them. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^sqlite:.+/.test(v) || /^mysql:\/\/.+/.test(v), {
    message: 'must look like sqlite:./path/to/file.db or mysql://user:pass@host:port/db',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: databaseUrl.default('sqlite:./data/campaign.db'),
  SITE_NAME: z.string().trim().min(1).max(100).default(DEFAULT_SITE_NAME),
  SERVE_WEB: flag.default(true),
  WEB_ROOT: z.string().trim().min(1).default(REPO_ROOT),
  PUBLIC_SITE_REMOTE: z.string().trim().min(1).optional(),
  ADMIN_CONSOLE_REMOTE: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // How stale GET /api/stats may be for pledges taken by other instances (0: reload every time).
  STATS_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (as in a copied .env.example) mean "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
