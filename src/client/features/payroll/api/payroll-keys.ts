import type { ApiKey } from '../../../lib/swr-keys';

export const payrollKeys = {
  tables: (accountId: string): ApiKey => ({ path: '/api/hcm/payroll/tables', scope: accountId }),
};
