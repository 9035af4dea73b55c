import type { LeaveCreditsListRequest } from '../../../../shared/api/leave-credits';
import type { ApiKey } from '../../../lib/swr-keys';

export const leaveCreditKeys = {
  list: (accountId: string, request: LeaveCreditsListRequest): ApiKey => ({
    path: '/api/hcm/leave-credits/list',
    method: 'POST',
    body: request,
    scope: accountId,
  }),
  employee: (accountId: string, employeeNumber: string): ApiKey => ({
    path: `/api/hcm/leave-credits/${encodeURIComponent(employeeNumber)}`,
    scope: accountId,
  }),
};
