import { useMutation, useQueryClient } from '@campaign/shared/query';
import type { MessageUpdate } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';

const messagePath = (id: number) => `${CONSOLE_KEYS.messages[0]}/${id}`;

/**
 * Refetches the lists after a change; one that touches what is handled also refreshes the
 * unhandled count (the Messages badge and the dashboard) and the activity log.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (handledChanged: boolean) =>
    Promise.all(
      [
        CONSOLE_KEYS.messages,
        ...(handledChanged ? [CONSOLE_KEYS.dashboard, CONSOLE_KEYS.activity] : []),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** PATCH /api/admin/messages/:id with `{read?, handled?}`. */
export function useUpdateMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, update }: { id: number; update: MessageUpdate }) => {
      await adminRequest('PATCH', messagePath(id), update);
    },
    onSuccess: (_data, { update }) => refresh(update.handled !== undefined),
  });
}

/** DELETE /api/admin/messages/:id. */
export function useDeleteMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminRequest('DELETE', messagePath(id));
    },
    onSuccess: () => refresh(true),
  });
}
