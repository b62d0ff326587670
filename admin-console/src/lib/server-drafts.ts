import { useCallback, useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@campaign/shared/query';
import { editorDraftSchema, type DraftEditor, type EditorDraft } from '@campaign/shared';
import { apiRequest, getQueryFn } from '@campaign/shared/client';
import type { LocalDraftCopy } from './local-draft-copy';

const draftsPath = (editor: DraftEditor) => `/api/admin/drafts/${editor}`;
const itemPath = (editor: DraftEditor, item: string) =>
  `${draftsPath(editor)}/${encodeURIComponent(item)}`;
const getDrafts = getQueryFn({ on401: 'throw' });
const draftsSchema = editorDraftSchema.array();

/** How long typing pauses before the edits are autosaved to the server. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * The signed-in account's autosaved drafts in one editor (routes/admin-drafts.ts on the API):
 * read once when the editor opens, kept current by this console's own autosaves and discards.
 * Autosaves go without the sign-in-again dialog: a session that ended is asked about when the
 * organiser saves, and meanwhile the browser's copy holds the edits.
 */
export function useServerDrafts(editor: DraftEditor) {
  const queryClient = useQueryClient();
  const options = useMemo(
    () =>
      queryOptions({
        queryKey: [draftsPath(editor)],
        queryFn: async (context) => draftsSchema.parse(await getDrafts<unknown>(context)),
        // Autosave is a help, not a page: a failed read leaves the editor working without it.
        retry: false,
        staleTime: Infinity,
      }),
    [editor],
  );
  const drafts = useQuery(options);

  const replace = useCallback(
    (item: string, draft: EditorDraft | null) =>
      queryClient.setQueryData(options.queryKey, (list: EditorDraft[] | undefined) => [
        ...(draft ? [draft] : []),
        ...(list ?? []).filter((entry) => entry.item !== item),
      ]),
    [queryClient, options.queryKey],
  );

  /** The server's copy of `item`, as the browser's copies are kept. */
  const find = useCallback(
    (item: string): LocalDraftCopy | null => {
      const found = drafts.data?.find((entry) => entry.item === item);
      return found ? { baseline: found.baseline, draft: found.draft, at: found.savedAt } : null;
    },
    [drafts.data],
  );

  const save = useCallback(
    async (item: string, copy: LocalDraftCopy) => {
      try {
        const body = { baseline: copy.baseline, draft: copy.draft };
        const res = await apiRequest('PUT', itemPath(editor, item), body);
        const { savedAt } = (await res.json()) as { savedAt: string };
        replace(item, { item, ...body, savedAt });
      } catch {
        // Offline, signed out or refused: the browser's copy still holds the edits.
      }
    },
    [editor, replace],
  );

  const forget = useCallback(
    (item: string) => {
      if (!drafts.data?.some((entry) => entry.item === item)) return;
      replace(item, null);
      apiRequest('DELETE', itemPath(editor, item)).catch(() => {
        // Already gone, or unreachable: an old draft is only ever offered, never applied.
      });
    },
    [drafts.data, editor, replace],
  );

  return { find, save, forget };
}
