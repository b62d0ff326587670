import { useMutation, useQueryClient } from '@campaign/shared/query';
import {
  mergePageContent,
  queryKeys,
  type AllPagesContent,
  type PageContentMap,
  type PageKey,
} from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { adminPagesKey } from './get-admin-pages';

export interface UpdatePageVariables<K extends PageKey = PageKey> {
  key: K;
  /** The whole page object, not only the edited fields. */
  content: PageContentMap[K];
}

/**
 * PUT /api/admin/content/pages/{key} with the whole page. Answers the page as stored: its HTML
 * cleaned, merged over the defaults (and merged again here, as the page list is, so it is whole).
 */
export async function updatePage({
  key,
  content,
}: UpdatePageVariables): Promise<PageContentMap[PageKey]> {
  const res = await adminRequest('PUT', `/api/admin/content/pages/${key}`, content);
  return mergePageContent(key, await res.json());
}

/** Saves a page, then keeps the stored page in the admin copy and refreshes the public one. */
export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (saved, { key }) => {
      queryClient.setQueryData<AllPagesContent>(adminPagesKey, (pages) =>
        pages ? { ...pages, [key]: saved } : pages,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.pageContent(key) });
    },
  });
}
