import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession, { type CreateSessionOptions } from 'koa-session';
import type { Config } from '../config';
import type { Models } from '../models';
import type { Logger } from '../logger';
import { resolveSessionSecret } from './session-secret';
import { SESSION_COOKIE, SESSION_IDLE_MS } from './session-policy';
import { databaseSessionStore, type SessionData } from './session-store';

/** The session koa-session puts on the context: our data plus its helpers. */
export interface AppSession extends SessionData {
  regenerate(): Promise<void>;
}

declare module 'koa' {
  interface DefaultContext {
    /** Set by koa-session on the paths that use sessions (see `usesSession`); null once removed. */
    session: AppSession | null;
  }
}

/**
 * Only sign-in, sign-out, "who am I" and the admin API read the session. Leaving every other
 * request alone keeps public pages and forms free of session reads and writes.
 */
export function usesSession(path: string): boolean {
  return (
    path === '/api/login' ||
    path === '/api/logout' ||
    path.startsWith('/api/auth/') ||
    path === '/api/admin' ||
    path.startsWith('/api/admin/')
  );
}

export interface SessionDeps {
  config: Config;
  models: Models;
  logger?: Logger;
}

/**
 * Server-side sessions (DESIGN.md §3): koa-session with its store on the `sessions` table. The
 * cookie holds only a random id, signed with SESSION_SECRET, httpOnly, SameSite=Lax, Secure in
 * production. 2 hours idle (rolling: each request renews it), 12 hours absolute (session-store.ts).
 */
export function sessions<S, C>(
  app: Koa<S, C>,
  { config, models, logger }: SessionDeps,
): Middleware<S, C> {
  app.keys = [resolveSessionSecret(config, logger)];
  const options: CreateSessionOptions = {
    key: SESSION_COOKIE,
    maxAge: SESSION_IDLE_MS,
    rolling: true,
    httpOnly: true,
    signed: true,
    sameSite: 'lax',
    secure: config.NODE_ENV === 'production',
    overwrite: true,
    genid: () => randomBytes(32).toString('base64url'),
    store: databaseSessionStore({ models }) as unknown as CreateSessionOptions['store'],
  };
  const session = createSession(options, app);
  return (ctx, next) => (usesSession(ctx.path) ? session(ctx, next) : next());
}
