import type { TimeRecordsRequest } from '../../../../shared/api/timekeeping';
import type { ApiKey } from '../../../lib/swr-keys';

export const timeKeys = {
  records: (accountId: string, request: TimeRecordsRequest): ApiKey => ({
    path: '/api/hcm/time-records',
    method: 'POST',
    body: request,
    scope: accountId,
  }),
  activePunch: (accountId: string): ApiKey => ({ path: '/api/hcm/active-punch', scope: accountId }),
};
