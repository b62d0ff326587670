import type { Context, Middleware } from 'koa';
import { userRoleSchema, type CurrentUser, type UserRole } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import type { Models, User } from '../models';

const signedInUsers = new WeakMap<Context, User | null>();

/** True when the account may sign in and act: it exists and no admin has disabled it. */
export function isEnabled(user: Pick<User, 'disabledAt'>): boolean {
  return user.disabledAt == null;
}

/**
 * The user the request's session belongs to, or null. A session whose user no longer exists or
 * has been disabled is ended: disabling deletes the user's sessions, and this check also stops
 * one that a request in flight at that moment saved again. Loaded once per request.
 */
export async function currentUser(ctx: Context, models: Models): Promise<User | null> {
  if (signedInUsers.has(ctx)) return signedInUsers.get(ctx) ?? null;
  const userId = ctx.session?.userId;
  let user: User | null = null;
  if (typeof userId === 'string' && userId) {
    const found = await models.User.query().findById(userId);
    user = found && isEnabled(found) ? found : null;
    if (!user) ctx.session = null;
  }
  signedInUsers.set(ctx, user);
  return user;
}

/** The staff role of a user, or null (no role, or one this version does not know). */
export function staffRole(user: User): UserRole | null {
  const parsed = userRoleSchema.safeParse(user.role);
  return parsed.success ? parsed.data : null;
}

/** Answer of GET /api/auth/user. */
export function toCurrentUser(user: User, role: UserRole): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
  };
}

export const NOT_SIGNED_IN = 'You need to sign in';
export const NOT_STAFF = 'Your account is not allowed to change the site';

/**
 * The staff guard, attached to the admin router (routes/api.ts) so it runs before every admin
 * route and only there: 401 when signed out (or disabled), 403 for a user without a staff role
 * (admin or editor). It hands the user and role to the handlers in `ctx.state`; handlers never load the
 * user themselves.
 */
export function requireStaff(models: Models): Middleware<StaffState> {
  return async (ctx, next) => {
    const user = await currentUser(ctx, models);
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    const role = staffRole(user);
    if (!role) throw new HttpError(403, NOT_STAFF);
    ctx.state.user = user;
    ctx.state.role = role;
    await next();
  };
}

export const ADMINS_ONLY = 'Only an admin can do this';

/**
 * The admin-role guard, run (after `requireStaff`) first by every route of an admin-only router:
 * people's personal data, exports, erasures, accounts, settings. Editors edit content only.
 * Route modules never attach it themselves (lint keeps it that way): the router they build
 * their routes on says who may use them.
 */
const requireAdmin: Middleware<StaffState> = async (ctx, next) => {
  if (ctx.state.role !== 'admin') throw new HttpError(403, ADMINS_ONLY);
  await next();
};

/**
 * A router for routes only admins may use: every route registered on it, by any method, runs
 * the admin-role guard before its own middleware, so the role is part of the route's
 * definition and a new route cannot forget it. It takes routes only: a path-less `use()` copied
 * into the admin router would become a layer on every /api/admin path, refusing editors
 * everywhere, so it throws.
 */
export function createAdminOnlyRouter() {
  const router = createRouter<StaffState>();
  const register = router.register.bind(router);
  router.register = (path, methods, middleware, options) => {
    if (methods.length === 0) {
      throw new Error(
        'An admin-only router takes routes, not use(): add the middleware to a route',
      );
    }
    if (Array.isArray(path)) {
      for (const one of path) router.register(one, methods, middleware, options);
      return router;
    }
    return register(path, methods, [requireAdmin, ...[middleware].flat()], options);
  };
  return router;
}

/** Whether a route (a layer of a router) is for admins only: its stack starts with the guard. */
export const isAdminOnlyRoute = (layer: { stack: readonly unknown[] }) =>
  layer.stack[0] === requireAdmin;
