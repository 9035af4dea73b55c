import type {
  CareersApplication,
  CareersOpenings,
  CareersReceipt,
} from '../../../shared/api/careers';
import { apiClient } from '../../lib/api-client';

const base = (orgId: string) => `/api/careers/${encodeURIComponent(orgId)}`;

/** The careers page's calls: nobody is signed in, the organisation is the page's. */
export const careersRequests = {
  openings: (orgId: string) =>
    apiClient.get<CareersOpenings>(`${base(orgId)}/openings`, { orgId, anonymous: true }),
  apply(orgId: string, application: CareersApplication, cv: File): Promise<CareersReceipt> {
    const body = new FormData();
    body.append('application', JSON.stringify(application));
    body.append('cv', cv);
    return apiClient.post<CareersReceipt>(`${base(orgId)}/applications`, body, {
      orgId,
      anonymous: true,
    });
  },
};
