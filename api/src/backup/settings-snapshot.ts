import type { Config } from '../config';
import { redactUrlPasswords, redactUrlTokens } from '../http/log-safety';

/** Settings whose whole value is a credential (when text: PASSWORD_HASH_COST is a number). */
const SECRET_SETTING = /SECRET|PASSWORD|PASSPHRASE|TOKEN|KEY/;

/**
 * The effective settings an instance runs with, as kept in a backup: every value as loadConfig
 * made it, except credentials, which are replaced by "[redacted]" (the session secret and the
 * .env file are kept separately, in a secret store; see docs/deployment.md). Passwords inside
 * URLs (DATABASE_URL, REDIS_URL, SMTP_URL) are redacted and the rest of the URL kept.
 */
export function redactedSettings(config: Config): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(config).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined) continue;
    if (typeof value !== 'string') settings[name] = value;
    else if (SECRET_SETTING.test(name)) settings[name] = '[redacted]';
    else settings[name] = redactUrlTokens(redactUrlPasswords(value));
  }
  return settings;
}
