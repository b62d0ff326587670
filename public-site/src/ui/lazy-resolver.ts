import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (zod and the form's schema, about 24 KB
 * gzip) is fetched on first use instead of with the page: the form's own page then costs no more
 * than any other. `preload` starts the fetch early (when the visitor reaches the form), so the
 * first submit rarely waits.
 *
 * If the code cannot be fetched (the connection dropped), the values go through unchecked: the
 * server validates with the same schema and its answer is shown like any other refusal.
 */
export function lazyResolver<TFields extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TFields, unknown, TOutput>>,
): { resolver: Resolver<TFields, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TFields, unknown, TOutput>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // the next attempt tries again
      throw error;
    }));

  const resolver: Resolver<TFields, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TFields, unknown, TOutput>;
    try {
      resolve = await get();
    } catch {
      return { values: values as unknown as TOutput, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void get().catch(() => undefined) };
}
