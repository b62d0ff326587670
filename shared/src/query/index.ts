/**
 * The data-fetching API every front end uses, and the only module that imports
 * @tanstack/react-query.
 *
 * Shell, public site and admin console must share one query client context (the shell creates
 * the client, the remotes' pages read from it), so this module is a federation singleton.
 * Sharing @tanstack/react-query itself would ship all of it to every visitor (infinite queries,
 * suspense queries, query batches, the hydration boundary), because a shared package cannot be
 * tree-shaken: its consumers are unknown at build time. Sharing this short list instead lets
 * each build keep only these parts. Add an export here before using a new part of the library.
 */
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  notifyManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type * from '@tanstack/react-query';
