import { redactFields, safeLogText } from './http/log-safety';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** One JSON object per line on stdout, so any log shipper can read it. */
export function createLogger(
  level: Level | 'silent' = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    // Secrets and link tokens are redacted and email addresses masked, whatever a caller passes
    // (log-safety.ts).
    const safe = fields ? (redactFields(fields) as Record<string, unknown>) : undefined;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: lvl,
        msg: safeLogText(msg),
        ...base,
        ...safe,
      }),
    );
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    child: (fields) =>
      createLogger(level, { ...base, ...(redactFields(fields) as Record<string, unknown>) }, write),
  };
}
