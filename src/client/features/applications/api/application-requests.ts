import type {
  ApplicationDetail,
  DecideApplicationsRequest,
  DecideApplicationsResponse,
  FileApplicationRequest,
} from '../../../../shared/api/applications';
import { apiClient } from '../../../lib/api-client';

/** The writes of the application screens; failures reject as ApiError (422 names fields). */
export const applicationRequests = {
  file: (request: FileApplicationRequest) =>
    apiClient.post<ApplicationDetail>('/api/hcm/application', request),
  cancel: (id: string, remark: string) =>
    apiClient.post<ApplicationDetail>(
      `/api/hcm/application/${encodeURIComponent(id)}/cancel`,
      remark ? { remark } : {},
    ),
  decide: (request: DecideApplicationsRequest) =>
    apiClient.post<DecideApplicationsResponse>('/api/hcm/approve-application', request),
};
