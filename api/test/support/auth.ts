import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { UserRole } from '@campaign/shared';
import { createAccount } from '../../src/auth/accounts';
import { SESSION_COOKIE } from '../../src/auth/session-policy';
import type { User } from '../../src/models';
import type { TestApi } from './test-api';

/** A fixed secret, so tests can sign cookies themselves (session fixation). */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export const PASSWORD = 'correct horse battery staple';

let counter = 0;
/** A unique email per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}@example.org`;
}

/** Creates a staff account (hashing takes a few hundred ms), or one without a role. */
export async function createUser(
  api: TestApi,
  options: { email?: string; password?: string; role?: UserRole | null; firstName?: string } = {},
): Promise<User> {
  const user = await createAccount(api.models, {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? PASSWORD,
    firstName: options.firstName ?? 'Ada',
    lastName: 'Lovelace',
    role: options.role ?? 'admin',
  });
  if (options.role === null) {
    await api.models.User.query().patch({ role: null }).where('id', user.id);
    return { ...user, role: null } as User;
  }
  return user;
}

/** A minimal cookie jar: what the server set, minus what it cleared. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  /** Takes the Set-Cookie headers of a response into the jar. */
  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      const expired = expires ? new Date(expires.slice(8)).getTime() <= Date.now() : false;
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get sid(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Signs a session cookie value the way koa-session (keygrip, HMAC-SHA1) does. */
export function signedSessionCookie(sid: string, secret = TEST_SESSION_SECRET): CookieJar {
  const sig = createHmac('sha1', secret)
    .update(`${SESSION_COOKIE}=${sid}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);
  return new CookieJar({ [SESSION_COOKIE]: sid, [`${SESSION_COOKIE}.sig`]: sig });
}

/** POSTs a urlencoded form, as the sign-in page does; redirects are not followed. */
export function postForm(
  api: TestApi,
  path: string,
  fields: Record<string, string>,
  options: { jar?: CookieJar; headers?: Record<string, string> } = {},
): Promise<Response> {
  return api.request(path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(options.jar ? { Cookie: options.jar.header() } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What a browser sends with a click on a link of this site (the console's Logout button). */
export const SAME_SITE_NAVIGATION = {
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'navigate',
};

/**
 * A request with exactly the headers given, through node:http: fetch() always sends its own
 * `Sec-Fetch-Mode: cors`, so it cannot play a browser navigation. Answers a fetch Response.
 */
export function rawRequestWith(
  api: TestApi,
  jar: CookieJar | null,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (jar) headers.Cookie = jar.header();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${api.baseUrl}${path}`,
      { method: init.method ?? 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? ''])
              responseHeaders.append(name, item);
          }
          const status = res.statusCode ?? 0;
          const body =
            init.method === 'HEAD' || status === 204 || status === 304
              ? null
              : Buffer.concat(chunks);
          const response = new Response(body, { status, headers: responseHeaders });
          jar?.take(response);
          resolve(response);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Signs in through POST /api/login; the jar holds the session cookie afterwards. */
export async function signIn(
  api: TestApi,
  email: string,
  password = PASSWORD,
  jar = new CookieJar(),
  extra: Record<string, string> = {},
): Promise<{ response: Response; jar: CookieJar }> {
  const response = await postForm(api, '/api/login', { email, password, ...extra }, { jar });
  jar.take(response);
  return { response, jar };
}

/** A request with the jar's cookies (and JSON body when given); redirects are not followed. */
export async function requestWith(
  api: TestApi,
  jar: CookieJar | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> | undefined } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (jar) headers.Cookie = jar.header();
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await api.request(path, {
    method: init.method ?? 'GET',
    headers,
    redirect: 'manual',
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  jar?.take(response);
  return response;
}
