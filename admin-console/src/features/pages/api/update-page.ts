import { useMutation, useQueryClient } from '@campaign/shared/query';
import { queryKeys, type PageContentMap, type PageKey } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';
import { adminPagesKey } from './get-admin-pages';

export interface UpdatePageVariables<K extends PageKey = PageKey> {
  key: K;
  /** The whole page object, not only the edited fields. */
  content: PageContentMap[K];
}

/** PUT /api/admin/content/pages/{key} with the whole page. */
export async function updatePage({ key, content }: UpdatePageVariables): Promise<void> {
  await apiRequest('PUT', `/api/admin/content/pages/${key}`, content);
}

/** Saves a page, then refreshes the admin copy and the public page's content query. */
export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (_data, { key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPagesKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pageContent(key) }),
      ]),
  });
}
