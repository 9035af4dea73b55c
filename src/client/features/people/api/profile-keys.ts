import type { EmployeeProfileQuery } from '../../../../shared/api/employee-profile';
import type { ApiKey } from '../../../lib/swr-keys';

export const profileKeys = {
  profile: (accountId: string, query: EmployeeProfileQuery): ApiKey => ({
    path: `/api/hcm/employee-profile?${new URLSearchParams(
      Object.entries(query).map(([name, value]) => [name, String(value)]),
    )}`,
    scope: accountId,
  }),
};
