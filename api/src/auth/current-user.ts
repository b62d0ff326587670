import type { Context, Middleware } from 'koa';
import { userRoleSchema, type CurrentUser, type UserRole } from '@campaign/shared';
import type { AppState } from '../app';
import { HttpError } from '../http/errors';
import type { Models, User } from '../models';

const signedInUsers = new WeakMap<Context, User | null>();

/**
 * The user the request's session belongs to, or null. A session whose user no longer exists is
 * ended. Loaded once per request.
 */
export async function currentUser(ctx: Context, models: Models): Promise<User | null> {
  if (signedInUsers.has(ctx)) return signedInUsers.get(ctx) ?? null;
  const userId = ctx.session?.userId;
  let user: User | null = null;
  if (typeof userId === 'string' && userId) {
    user = (await models.User.query().findById(userId)) ?? null;
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
 * Guards /api/admin/*: 401 when signed out, 403 for a user without a staff role (admin or
 * editor). Runs before the admin routers, so an unknown admin path answers 401/403 too.
 */
export function requireStaff(models: Models): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== '/api/admin' && !ctx.path.startsWith('/api/admin/')) return next();
    const user = await currentUser(ctx, models);
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    if (!staffRole(user)) throw new HttpError(403, NOT_STAFF);
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

/** The signed-in staff user of an admin route (requireStaff has checked there is one). */
export function staffUser(ctx: Context): User {
  const user = signedInUsers.get(ctx);
  if (!user) throw new HttpError(401, NOT_SIGNED_IN);
  return user;
}
