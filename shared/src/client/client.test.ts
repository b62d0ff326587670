import { QueryClient } from '@campaign/shared/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';
import { errorMessage } from './error-message';
import { queryClientDefaults } from './query-defaults';
import { getQueryFn, queryKeyToPath } from './query-fn';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('sends JSON with credentials when data is given and returns the response', async () => {
    const response = jsonResponse({ ok: true }, 201);
    fetchMock.mockResolvedValue(response);

    const res = await apiRequest('POST', '/api/pledges', { name: 'Ada', email: 'a@b.co' });

    expect(res).toBe(response);
    expect(fetchMock).toHaveBeenCalledWith('/api/pledges', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'a@b.co' }),
      credentials: 'include',
    });
  });

  it('sends no body or content type without data', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('GET', '/api/auth/user');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', {
      method: 'GET',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('throws ApiError with "<status>: <body text>" and the parsed JSON body', async () => {
    const body = {
      message: 'Name must be at least 2 characters',
      issues: [{ path: 'name', message: 'Name must be at least 2 characters' }],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));

    const error = await caught(apiRequest('POST', '/api/pledges', { name: 'A' }));

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
  });

  it('uses the status text when the body is empty, and a null body for non-JSON text', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    const empty = await caught(apiRequest('GET', '/api/stats'));
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.body).toBeNull();

    fetchMock.mockResolvedValueOnce(
      new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    const text = await caught(apiRequest('GET', '/api/stats'));
    expect(text.message).toBe('502: Bad gateway');
    expect(text.body).toBeNull();
  });
});

describe('getQueryFn', () => {
  it('GETs the path made of the query key parts and parses JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ slug: 'nitrates' }));
    const queryFn = getQueryFn({ on401: 'throw' });

    await expect(queryFn({ queryKey: ['/api/blog', 'nitrates'] })).resolves.toEqual({
      slug: 'nitrates',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/blog/nitrates', {
      credentials: 'include',
      signal: undefined,
    });
  });

  it('throws ApiError on 401 by default', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Not signed in' }, 401));
    const error = await caught(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: {"message":"Not signed in"}');
  });

  it('returns null on 401 in the returnNull variant, but still throws other failures', async () => {
    const queryFn = getQueryFn({ on401: 'returnNull' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Not signed in' }, 401));
    await expect(queryFn({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Forbidden' }, 403));
    expect((await caught(queryFn({ queryKey: ['/api/auth/user'] }))).status).toBe(403);
  });

  it('passes the abort signal through', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    const controller = new AbortController();
    await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/tips'], signal: controller.signal });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ signal: controller.signal });
  });

  it('joins key parts with slashes', () => {
    expect(queryKeyToPath(['/api/content', 'homepage'])).toBe('/api/content/homepage');
    expect(queryKeyToPath(['/api/admin/tips', 7])).toBe('/api/admin/tips/7');
    expect(queryKeyToPath(['/api/blog', { page: 2 }])).toBe('/api/blog?page=2');
    expect(queryKeyToPath(['/api/blog', { limit: 3, page: 'a b' }])).toBe(
      '/api/blog?limit=3&page=a+b',
    );
    expect(queryKeyToPath(['/api/blog', {}])).toBe('/api/blog');
  });
});

describe('queryClientDefaults', () => {
  it('never retries, refetches, polls or goes stale', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(queryClientDefaults.mutations).toEqual({ retry: false });
  });

  it('drives a QueryClient: reads by key, never retries', async () => {
    const client = new QueryClient({ defaultOptions: queryClientDefaults });
    fetchMock.mockResolvedValueOnce(jsonResponse({ totalPledges: 3 }));
    await expect(client.fetchQuery({ queryKey: ['/api/stats'] })).resolves.toEqual({
      totalPledges: 3,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/stats',
      expect.objectContaining({ credentials: 'include' }),
    );

    fetchMock.mockResolvedValue(
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(client.fetchQuery({ queryKey: ['/api/tips'] })).rejects.toThrow(
      '500: Internal Server Error',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.clear();
  });
});

describe('errorMessage', () => {
  it("returns the server's JSON message", () => {
    const error = new ApiError(409, '{"message":"Already subscribed"}', {
      message: 'Already subscribed',
    });
    expect(errorMessage(error, 'Failed to subscribe. Please try again.')).toBe(
      'Already subscribed',
    );
  });

  it('returns the fallback when the server sent no usable message', () => {
    const fallback = 'Failed to send message. Please try again.';
    expect(errorMessage(new ApiError(502, 'Bad Gateway', null), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(500, '', { message: '  ' }), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(500, '', { message: 42 }), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
  });

  it('reads an error of the same shape thrown by another copy of the client', () => {
    const foreign = Object.assign(new Error('400: …'), {
      status: 400,
      body: { message: 'Invalid input' },
    });
    expect(errorMessage(foreign, 'fallback')).toBe('Invalid input');
  });
});
