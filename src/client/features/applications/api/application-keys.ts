import type { ListApplicationRequest } from '../../../../shared/api/applications';
import type { LeavePreviewQuery } from '../../../../shared/api/leave-preview';
import type { ApplicationKind } from '../../../../shared/applications/application-kinds';
import type { ApiKey } from '../../../lib/swr-keys';

const PAGE_SIZE = 50;

/** The SWR keys of the application screens; `scope` keeps users' caches apart. */
export const applicationKeys = {
  /** One page of a list (own applications, an approver's queue, backdated history). */
  listPage: (
    accountId: string,
    request: Omit<ListApplicationRequest, 'limit' | 'cursor'>,
    cursor: string | undefined,
    backdated = false,
  ): ApiKey => ({
    path: backdated ? '/api/hcm/list/application/backdated' : '/api/hcm/list/application',
    method: 'POST',
    body: { ...request, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    scope: accountId,
  }),
  detail: (accountId: string, id: string): ApiKey => ({
    path: `/api/hcm/application/${encodeURIComponent(id)}`,
    scope: accountId,
  }),
  approverPreview: (accountId: string, kind: ApplicationKind): ApiKey => ({
    path: `/api/organization/approval-matrix?kind=${encodeURIComponent(kind)}`,
    scope: accountId,
  }),
  /** What the leave as typed would take, and who else of the department is out. */
  leavePreview: (accountId: string, query: LeavePreviewQuery): ApiKey => ({
    path: `/api/hcm/leave-preview?${new URLSearchParams(query).toString()}`,
    scope: accountId,
  }),
  leaveCredits: (accountId: string, employeeNumber: string): ApiKey => ({
    path: `/api/hcm/leave-credits/${encodeURIComponent(employeeNumber)}`,
    scope: accountId,
  }),
};
