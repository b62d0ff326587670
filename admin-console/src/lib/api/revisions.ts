import { queryOptions, useQuery } from '@campaign/shared/query';
import type { RevisionSummary } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';
import { adminRequest } from './admin-request';

/**
 * Where the saved versions of one thing (an article, a page) are read, and their contracts:
 * GET `path` lists them newest first, GET `path/{id}` answers one in full.
 */
export interface RevisionSource<S extends RevisionSummary, R extends RevisionSummary> {
  path: string;
  summaries: { parse(body: unknown): S[] };
  revision: { parse(body: unknown): R };
}

const getRevisions = getQueryFn({ on401: 'throw' });

/** The saved versions of `source`, newest first; nothing is read while it is null. */
export function useRevisions<S extends RevisionSummary, R extends RevisionSummary>(
  source: RevisionSource<S, R> | null,
) {
  return useQuery(
    queryOptions({
      queryKey: [source?.path ?? ''],
      queryFn: async (context) => {
        if (!source) throw new Error('No versions to read');
        return source.summaries.parse(await getRevisions<unknown>(context));
      },
      enabled: source !== null,
      // Every opening shows the versions as they are now (a save adds one).
      staleTime: 0,
    }),
  );
}

/** One version in full, to put in the editor. */
export async function fetchRevision<S extends RevisionSummary, R extends RevisionSummary>(
  source: RevisionSource<S, R>,
  id: number,
): Promise<R> {
  const res = await adminRequest('GET', `${source.path}/${id}`);
  return source.revision.parse(await res.json());
}
