import { useMutation, useQueryClient } from '@campaign/shared/query';
import { inboxMessageSchema, type MessageReply } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';

/**
 * POST /api/admin/messages/:id/reply: the answer goes to the outbox and the message is marked
 * handled, so the lists, the unhandled count, the activity log and the outbox all change.
 */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: MessageReply }) => {
      const res = await adminRequest('POST', `${CONSOLE_KEYS.messages[0]}/${id}/reply`, reply);
      return inboxMessageSchema.parse(await res.json());
    },
    onSuccess: () =>
      Promise.all(
        [
          CONSOLE_KEYS.messages,
          CONSOLE_KEYS.dashboard,
          CONSOLE_KEYS.activity,
          CONSOLE_KEYS.outbox,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
