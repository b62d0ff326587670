/** Where the data lives, as parsed from DATABASE_URL. */
export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | {
      dialect: 'mysql';
      host: string;
      port: number;
      user: string;
      password: string | undefined;
      database: string;
    };

/**
 * Parses `sqlite:path` (relative to the working directory; `sqlite:///abs/path` also works)
 * or `mysql://user:pass@host:port/db`. config.ts has already checked the overall shape.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const rest = url.slice('sqlite:'.length);
    const filename = rest.startsWith('//') ? rest.slice(2) : rest;
    if (!filename) throw new Error('DATABASE_URL: the SQLite file path is missing');
    return { dialect: 'sqlite', filename };
  }
  if (url.startsWith('mysql://')) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database) throw new Error('DATABASE_URL: the MySQL database name is missing');
    return {
      dialect: 'mysql',
      host: parsed.hostname || 'localhost',
      port: parsed.port ? Number(parsed.port) : 3306,
      user: decodeURIComponent(parsed.username) || 'root',
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      database,
    };
  }
  throw new Error('DATABASE_URL must start with sqlite: or mysql://');
}
