/**
 * What a page shows for a failed call: the server's JSON `message` when there is one, else the
 * page's own fallback text. Checks the shape rather than `instanceof ApiError`, so an error
 * thrown by another copy of this package (another federated build) is read the same way.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('body' in error)) return fallback;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('message' in body)) return fallback;
  const message = body.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
