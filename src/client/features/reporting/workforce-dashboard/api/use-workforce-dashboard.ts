import useSWR from 'swr';
import type {
  WorkforceDashboard,
  WorkforceFilters,
} from '../../../../../shared/api/workforce-dashboard';
import type { ApiError } from '../../../../lib/api-error';
import type { ApiKey } from '../../../../lib/swr-keys';
import { useCurrentAccount } from '../../../../lib/use-current-account';

/** The figures' path: over the last `months`, of the employees the filters leave. */
export const workforceDashboardPath = (months: number, filters: WorkforceFilters = {}) => {
  const query = new URLSearchParams({ months: String(months) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return `/api/hcm/workforce-dashboard?${query}`;
};

/** `GET /api/hcm/workforce-dashboard`: the workforce figures over the last `months`. */
export function useWorkforceDashboard(months: number, filters: WorkforceFilters = {}) {
  const { accountId } = useCurrentAccount();
  const key: ApiKey = { path: workforceDashboardPath(months, filters), scope: accountId };
  const { data, error, isLoading, isValidating, mutate } = useSWR<WorkforceDashboard, ApiError>(
    key,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  return {
    dashboard: data,
    error,
    isLoading,
    // A previous period's figures stay on screen while the new ones load.
    isStale: isValidating && data !== undefined && data.months !== months,
    retry: () => void mutate(),
  };
}
