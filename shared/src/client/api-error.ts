/**
 * A non-2xx answer. The message reads "<status>: <body text or status text>";
 * `body` is the parsed JSON body, or null when the body was empty or not JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, detail: string, body: unknown = null) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Resolves for a successful response and throws ApiError for any other; reads the body once. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text || res.statusText, text ? parseJson(text) : null);
}
