import { apiRequest } from './api-client';
import type { ApiKey } from './swr-keys';

/** The SWR fetcher: runs the request an `ApiKey` describes through the api client. */
export function swrFetcher<T>(key: ApiKey): Promise<T> {
  return apiRequest<T>(key.path, {
    method: key.method ?? 'GET',
    body: key.body,
    networkErrorCode: key.networkErrorCode,
    orgId: key.orgId,
  });
}
