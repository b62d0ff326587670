import type { QueryFunction, QueryKey } from '@campaign/shared/query';

/** What a query needs of a schema: the shared zod schemas all fit. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * A query function that reads the endpoint named by the query key with the client's default
 * query function (which knows the API's address during a server render) and checks the answer
 * against the endpoint's shared zod schema, as the console's fetchers do.
 *
 * The schema is imported when the query first runs, not with the page: a server-rendered page
 * arrives with its data already in the cache (checked on the server), so a visitor's first
 * screen loads neither the fetch nor zod; they come with the first page reached by a click.
 * An answer that does not fit the schema fails the query, and the page shows its error state.
 */
export function checkedQueryFn<T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
): QueryFunction<T, QueryKey> {
  return async (context) => {
    const fetchAnswer = context.client.getDefaultOptions().queries?.queryFn as QueryFunction<
      unknown,
      QueryKey
    >;
    const [answer, schema] = await Promise.all([fetchAnswer(context), loadSchema()]);
    return schema.parse(answer);
  };
}
