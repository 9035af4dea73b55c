import type {
  CreatedIntegrationToken,
  CreateIntegrationTokenRequest,
} from '../../../../shared/api/integration-tokens';
import { apiClient } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/swr-keys';

const TOKENS_PATH = '/api/iam/integration-tokens';

export const integrationTokenKeys = {
  /** The organisation's tokens, newest first. */
  list: (accountId: string): ApiKey => ({ path: TOKENS_PATH, scope: accountId }),
  /** The permission catalogue, marked with what this person may give a token. */
  scopes: (accountId: string): ApiKey => ({ path: `${TOKENS_PATH}/scopes`, scope: accountId }),
};

export const integrationTokensApi = {
  /** The answer holds the token itself: the only time it is ever sent. */
  create: (request: CreateIntegrationTokenRequest) =>
    apiClient.post<CreatedIntegrationToken>(TOKENS_PATH, request),
  revoke: (tokenId: string) =>
    apiClient.delete<void>(`${TOKENS_PATH}/${encodeURIComponent(tokenId)}`),
};
