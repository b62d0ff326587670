import { queryOptions, useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import { newPreviewLinkSchema, previewLinkSchema, type NewPreviewLink } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';
import { adminRequest } from '../../../lib/api/admin-request';

const linksPath = (slug: string) => `/api/admin/blog/${encodeURIComponent(slug)}/preview-links`;
const getLinks = getQueryFn({ on401: 'throw' });
const linksSchema = previewLinkSchema.array();

/** GET /api/admin/blog/{slug}/preview-links: the article's live links, newest first. */
export function usePreviewLinks(slug: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [linksPath(slug)],
      queryFn: async (context) => linksSchema.parse(await getLinks<unknown>(context)),
      enabled,
      // Every opening shows the links as they are now (one may have expired meanwhile).
      staleTime: 0,
    }),
  );
}

/** POST /api/admin/blog/{slug}/preview-links: a new link, whose URL is shown only now. */
export function useCreatePreviewLink(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<NewPreviewLink> => {
      const res = await adminRequest('POST', linksPath(slug), {});
      return newPreviewLinkSchema.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksPath(slug)] }),
  });
}

/** DELETE /api/admin/blog/{slug}/preview-links/{id}: the link stops working at once. */
export function useRevokePreviewLink(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await adminRequest('DELETE', `${linksPath(slug)}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksPath(slug)] }),
  });
}
