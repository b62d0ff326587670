import { useMutation } from '@campaign/shared/query';
import type { ContactInput } from '@campaign/shared';
import { apiRequest } from '@campaign/shared/client';

export const CONTACT_ERROR = 'Failed to send message. Please try again.';

/** POST /api/contact {name, email, message}; the answer is not read. */
export async function sendContact(input: ContactInput): Promise<void> {
  await apiRequest('POST', '/api/contact', input);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
