import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The staff account the server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD bootstrap), and
 * that admin specs sign in with. Test-only credentials on a throwaway database.
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.org',
  password: 'e2e admin passphrase 1234',
} as const;

/** A fresh embedded database per run, so tests never see a previous run's rows. */
export function serverEnv(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'campaign-e2e-'));
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`,
    PUBLIC_URL: E2E_BASE_URL,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
}
