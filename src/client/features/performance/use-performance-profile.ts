import useSWR from 'swr';
import type { PerformanceProfile } from '../../../shared/api/pms-roster';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';

/** `GET /api/pms/profile/:employeeNumber`. */
export function usePerformanceProfile(employeeNumber: string) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<PerformanceProfile, ApiError>({
    path: `/api/pms/profile/${encodeURIComponent(employeeNumber)}`,
    scope: accountId,
  });
  return { profile: data, error, isLoading, retry: () => void mutate() };
}
