import { QueryClient } from '@campaign/shared/query';
import { blogListItemSchema } from '@campaign/shared';
import { describe, expect, it } from 'vitest';
import { checkedQueryFn } from './checked-query-fn';

/** A client whose default query function answers `answer` and records the keys it was asked. */
function clientAnswering(answer: unknown) {
  const asked: unknown[] = [];
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: ({ queryKey }) => {
          asked.push(queryKey);
          return Promise.resolve(answer);
        },
      },
    },
  });
  return { client, asked };
}

const post = {
  id: 1,
  slug: 'a-post',
  title: 'A post',
  excerpt: 'Short.',
  author: 'Team',
  publishedDate: '2026-11-01T00:00:00.000Z',
  tags: ['research'],
};

const listQuery = {
  queryKey: ['/api/blog'],
  queryFn: checkedQueryFn(() => Promise.resolve(blogListItemSchema.array())),
};

describe('checkedQueryFn', () => {
  it('reads the key through the default query function and answers what the schema makes of it', async () => {
    const { client, asked } = clientAnswering([{ ...post, unknownField: 'dropped' }]);
    const data = await client.fetchQuery(listQuery);
    expect(asked).toEqual([['/api/blog']]);
    expect(data).toEqual([post]);
  });

  it('fails the query when the answer does not fit the schema', async () => {
    const { client } = clientAnswering([{ ...post, tags: 'research' }]);
    await expect(client.fetchQuery(listQuery)).rejects.toThrow(/tags/);
    expect(client.getQueryState(['/api/blog'])?.status).toBe('error');
  });

  it('fails the query when the schema cannot be loaded', async () => {
    const { client } = clientAnswering([post]);
    const query = {
      queryKey: ['/api/blog'],
      queryFn: checkedQueryFn(() => Promise.reject(new Error('chunk failed'))),
    };
    await expect(client.fetchQuery(query)).rejects.toThrow('chunk failed');
  });
});
