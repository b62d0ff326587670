import { statsWithFallbacks, type Stats } from '@campaign/shared';
import { useStats } from './get-stats';

/**
 * The statistics as a page shows them: the API's answer as it is, or the fallback figures when
 * the call failed (the page shows its error too). `stats` is undefined while loading.
 */
export function usePageStats(): {
  stats: Stats | undefined;
  loading: boolean;
  error: Error | null;
} {
  const { data, isPending, isError, error } = useStats();
  return {
    stats: data ?? (isError ? statsWithFallbacks(null) : undefined),
    loading: isPending && !isError,
    error: isError ? error : null,
  };
}
