import type { ListApplicationRequest } from '../../shared/api/applications';
import type { RequestOptions } from './api-client';
import { NETWORK_ERROR_CODES } from './network-error-codes';

/**
 * An SWR key is a plain description of the request; `swrFetcher` runs it. `scope` only keeps
 * caches of different users apart and is not sent.
 */
export interface ApiKey extends Pick<RequestOptions, 'networkErrorCode' | 'orgId' | 'readOnly'> {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  scope?: string;
}

export const ALPHA_PERMISSION = 'hcm.global.alphaVersion';
/** Permissions the dashboard asks about to list what the organisation has switched on. */
export const FEATURE_PERMISSIONS = [
  'hcm.timekeeping.webBundy',
  'hcm.loan.approval',
  'hcm.timekeeping.multipleShift',
  'siteCode',
] as const;

export const swrKeys = {
  navigation: (accountId: string): ApiKey => ({
    path: '/api/navigation',
    scope: accountId,
    networkErrorCode: NETWORK_ERROR_CODES.navigation,
  }),
  alphaPermission: (accountId: string): ApiKey => ({
    path: '/api/permissions/verify',
    method: 'POST',
    body: [ALPHA_PERMISSION],
    scope: accountId,
    networkErrorCode: NETWORK_ERROR_CODES.alphaPermission,
  }),
  featurePermissions: (accountId: string): ApiKey => ({
    path: '/api/permissions/verify',
    method: 'POST',
    body: FEATURE_PERMISSIONS,
    scope: accountId,
    networkErrorCode: NETWORK_ERROR_CODES.permissions,
  }),
  /** The menu badges: only `countsByType` of the approver's pending queue is read. */
  pendingApplications: (approverId: string): ApiKey => {
    const body: ListApplicationRequest = {
      approvalMatrix: { approverId },
      status: ['Pending'],
      limit: 1,
    };
    return { path: '/api/hcm/list/application', method: 'POST', body, scope: approverId };
  },
  /** The server's version, asked once a page load (the version check); needs no session. */
  serverVersion: (): ApiKey => ({
    path: '/api/hcm/version/get',
    method: 'POST',
    body: {},
    readOnly: true,
  }),
  session: (accountId: string): ApiKey => ({
    path: '/api/iam/session',
    scope: accountId,
    networkErrorCode: NETWORK_ERROR_CODES.signIn,
  }),
};
