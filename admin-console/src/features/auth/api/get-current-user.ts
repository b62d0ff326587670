import { queryOptions, useQuery } from '@campaign/shared/query';
import { currentUserSchema, type CurrentUser } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export const currentUserKey = ['/api/auth/user'] as const;

const getUser = getQueryFn({ on401: 'returnNull' });

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: async (context): Promise<CurrentUser | null> => {
      const body = await getUser<unknown>(context);
      return body === null ? null : currentUserSchema.parse(body);
    },
    // The check is asked once, never retried.
    retry: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
