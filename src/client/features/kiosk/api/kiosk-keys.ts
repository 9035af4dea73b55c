import type { ApiKey } from '../../../lib/swr-keys';

export const kioskKeys = {
  list: (accountId: string): ApiKey => ({ path: '/api/admin-settings/kiosks', scope: accountId }),
};
