import { apiRequest, type HttpMethod } from '@campaign/shared/client';
import { withSessionRenewal } from '../session-renewal';

/**
 * A console write: `apiRequest`, and if the session ended meanwhile, the person signs in again
 * in place and it is sent once more (lib/session-renewal.ts), so no edit is lost to a 401.
 */
export function adminRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  return withSessionRenewal(() => apiRequest(method, url, data));
}
