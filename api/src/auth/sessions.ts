import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession, { type CreateSessionOptions } from 'koa-session';
import type { Config } from '../config';
import type { Models } from '../models';
import type { Logger } from '../logger';
import { resolveSessionSecret } from './session-secret';
import { sessionCookieName, SESSION_IDLE_MS } from './session-policy';
import { databaseSessionStore, type SessionData } from './session-store';

/** The session koa-session puts on the context: our data plus its helpers. */
export interface AppSession extends SessionData {
  regenerate(): Promise<void>;
}

declare module 'koa' {
  interface DefaultContext {
    /** Set by koa-session on the routes that carry the session middleware; null once removed. */
    session: AppSession | null;
  }
}

export interface SessionDeps {
  config: Config;
  models: Models;
  logger?: Logger;
}

/**
 * Server-side sessions: koa-session with its store on the `sessions` table. The
 * cookie holds only a random id, signed with SESSION_SECRET, httpOnly, SameSite=Lax; in
 * production it is Secure and named with the `__Host-` prefix (session-policy.ts). 2 hours idle (rolling: each request renews it), 12 hours absolute (session-store.ts).
 */
export function sessions<S, C>(
  app: Koa<S, C>,
  { config, models, logger }: SessionDeps,
): Middleware<S, C> {
  app.keys = [resolveSessionSecret(config, logger)];
  const options: CreateSessionOptions = {
    key: sessionCookieName(config),
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
  // Attached only to the routes that read the session (sign-in, sign-out, "who am I" and the
  // admin router, in routes/api.ts), so public pages and forms never read or write one.
  return createSession(options, app) as Middleware<S, C>;
}
