/**
 * What may reach the logs. Logs are shipped and kept: no password, secret, cookie, session id or
 * link token (`?token=` of a set-password link) may appear in them, email addresses are masked
 * (j***@example.org), and database errors are reduced to their code and a message with the
 * quoted values taken out (Knex puts the whole SQL with its bound values into its error
 * messages; MySQL quotes the duplicate value).
 */

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const SECRET_KEY =
  /passw(or)?d|passphrase|secret|token|cookie|authori[sz]ation|session|^sid$|^sess$/i;
const MAX_DEPTH = 6;

/** `jane@example.org` → `j***@example.org`, wherever an address appears in the text. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1***@$2');
}

/** A `token` parameter in a URL or query string; its value is a one-time credential. */
const TOKEN_PARAM = /([?&;]token=)[^&#\s"'<>]*/gi;

/** The token of an article's preview link, which is the path segment after /preview/. */
const PREVIEW_TOKEN = /(\/preview\/)[^/?#\s"'<>]+/gi;

/**
 * `/api/set-password?token=abc&x=1` → `/api/set-password?token=[redacted]&x=1`, and
 * `/preview/abc` → `/preview/[redacted]`, anywhere.
 */
export function redactUrlTokens(text: string): string {
  return text.replace(TOKEN_PARAM, '$1[redacted]').replace(PREVIEW_TOKEN, '$1[redacted]');
}

/** The password part of a URL's user info (`smtp://user:pass@host`, `mysql://…`). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:]*:)[^\s/?#@]*@/gi;

/** `smtps://user:pass@mail.example.org` → `smtps://user:[redacted]@mail.example.org`, anywhere. */
export function redactUrlPasswords(text: string): string {
  return text.replace(URL_PASSWORD, '$1[redacted]@');
}

/** Free text as it may be logged: URL passwords and link tokens redacted, addresses masked. */
export function safeLogText(text: string): string {
  return maskEmails(redactUrlTokens(redactUrlPasswords(text)));
}

/** One address, masked (also for text that is not quite an address). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** Log fields with secrets replaced and email addresses masked, at any depth. */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return safeLogText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return errorForLog(value);
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      SECRET_KEY.test(key) && item !== undefined && item !== null && typeof item !== 'boolean'
        ? '[redacted]'
        : redactFields(item, depth + 1);
  }
  return result;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  sqlState?: unknown;
  stack?: unknown;
  nativeError?: unknown;
  cause?: unknown;
}

const SQL_START =
  /^\s*(select|insert|update|delete|replace|with|create|alter|drop|truncate|pragma|set|show|begin|commit|rollback|savepoint|release|lock|unlock)\b/i;

/** Quoted literals (`'…'`, `"…"`) in a database message become `?`. */
function withoutValues(message: string): string {
  return maskEmails(
    message.replace(/'(?:[^'\\]|\\.)*'/g, "'?'").replace(/"(?:[^"\\]|\\.)*"/g, '"?"'),
  );
}

/** The driver's own error under Objection's and Knex's wrappers, when there is one. */
function innermost(error: ErrorLike): ErrorLike {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const next = (current.nativeError ?? current.cause) as ErrorLike | undefined;
    if (!next || typeof next !== 'object' || next === current) break;
    current = next;
  }
  return current;
}

/**
 * An error as a log field: name, driver code and a message without SQL or values; the stack's
 * frames are kept for programming errors (they hold file names, never data).
 */
export function errorForLog(thrown: unknown): Record<string, unknown> {
  if (typeof thrown !== 'object' || thrown === null)
    return { message: safeLogText(String(thrown)) };
  const outer = thrown as ErrorLike;
  const inner = innermost(outer);
  const text = typeof inner.message === 'string' ? inner.message : '';
  // Knex prefixes a failed query's message with its SQL (and, unless told not to, its values).
  const knexSql = SQL_START.test(text) && text.includes(' - ');
  const isDatabase =
    knexSql ||
    inner !== outer ||
    typeof inner.sqlState === 'string' ||
    (typeof inner.code === 'string' && /^(ER_|SQLITE_|PROTOCOL_)/.test(inner.code));
  // Knex: "<the SQL> - <the driver's message>": keep the driver's part.
  const message = knexSql ? text.slice(text.lastIndexOf(' - ') + 3) : text;
  const fields: Record<string, unknown> = {
    name: typeof outer.name === 'string' ? outer.name : undefined,
    code: inner.code ?? outer.code,
    errno: inner.errno,
    sqlState: inner.sqlState,
    message: isDatabase ? withoutValues(message) : safeLogText(message),
  };
  if (!isDatabase && typeof outer.stack === 'string') {
    const frames = outer.stack.split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length) fields.stack = frames.slice(0, 12).join('\n');
  }
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return fields;
}
