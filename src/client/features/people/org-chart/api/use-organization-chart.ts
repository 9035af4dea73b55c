import useSWR from 'swr';
import type { OrganizationChartResponse } from '../../../../../shared/api/organization-chart';
import type { ApiError } from '../../../../lib/api-error';
import type { ApiKey } from '../../../../lib/swr-keys';
import { useCurrentAccount } from '../../../../lib/use-current-account';

const chartKey = (accountId: string): ApiKey => ({
  path: '/api/hcm/organization-chart',
  scope: accountId,
});

/** `GET /api/hcm/organization-chart`: everyone on the chart, as a flat list. */
export function useOrganizationChart() {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<OrganizationChartResponse, ApiError>(
    chartKey(accountId),
    { revalidateOnFocus: false },
  );
  return { chart: data, error, isLoading, retry: () => void mutate() };
}
