import { useQuery } from '@campaign/shared/query';
import type { CurrentUser } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';

/**
 * The console's own query key for GET /api/auth/user (admin-console's get-current-user.ts).
 * Sharing it makes the chrome and the console one request and one answer.
 */
export const currentUserKey = ['/api/auth/user'] as const;

const getUser = getQueryFn({ on401: 'returnNull' });

// Spelled out rather than imported: the shared module that lists them also builds their schema.
const ROLES: readonly unknown[] = ['admin', 'editor'] satisfies CurrentUser['role'][];

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/**
 * The answer checked by hand, to the same result as the console's `currentUserSchema.parse`
 * (exactly these five fields, or an error): whichever of the two asks first fills the cache the
 * other reads, and the shell does not load a schema library on any page.
 */
export function toCurrentUser(body: unknown): CurrentUser {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { id, email, firstName, lastName, role } = value;
  if (
    !isText(id) ||
    id === '' ||
    !isText(email) ||
    !isTextOrNull(firstName) ||
    !isTextOrNull(lastName) ||
    !ROLES.includes(role)
  ) {
    throw new Error('Unexpected answer from /api/auth/user');
  }
  return { id, email, firstName, lastName, role: role as CurrentUser['role'] };
}

/** The signed-in staff account, null when signed out; never retried, like the console's check. */
export function useSignedInAccount() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async (context): Promise<CurrentUser | null> => {
      const body = await getUser<unknown>(context);
      return body === null ? null : toCurrentUser(body);
    },
    retry: false,
  });
}

/** "Ada Lovelace", or the email when the account has no name. */
export function accountName(user: Pick<CurrentUser, 'email' | 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

export const ROLE_LABELS: Record<CurrentUser['role'], string> = {
  admin: 'Admin',
  editor: 'Editor',
};
