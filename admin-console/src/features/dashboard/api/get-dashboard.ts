import { useQuery } from '@campaign/shared/query';
import { dashboardQueryOptions } from '../../../lib/api/dashboard';

/** The dashboard's figures (the same query as the Messages badge, so one request for both). */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
