import useSWR from 'swr';
import type { WorkforceDashboard } from '../../../../../shared/api/workforce-dashboard';
import type { ApiError } from '../../../../lib/api-error';
import type { ApiKey } from '../../../../lib/swr-keys';
import { useCurrentAccount } from '../../../../lib/use-current-account';

const dashboardKey = (accountId: string, months: number): ApiKey => ({
  path: `/api/hcm/workforce-dashboard?months=${months}`,
  scope: accountId,
});

/** `GET /api/hcm/workforce-dashboard`: the workforce figures over the last `months`. */
export function useWorkforceDashboard(months: number) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, isValidating, mutate } = useSWR<WorkforceDashboard, ApiError>(
    dashboardKey(accountId, months),
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
