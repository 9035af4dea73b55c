import useSWR from 'swr';
import type {
  EmployeeProfile,
  EmployeeProfileQuery,
} from '../../../../shared/api/employee-profile';
import type { ApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { profileKeys } from './profile-keys';

/** `GET /api/hcm/employee-profile`: one employee's profile as this viewer may see it. */
export function useEmployeeProfile(query: EmployeeProfileQuery) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<EmployeeProfile, ApiError>(
    profileKeys.profile(accountId, query),
  );
  return { profile: data, error, isLoading, mutate };
}
