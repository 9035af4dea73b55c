import type { ApiKey } from '../../../lib/swr-keys';

const id = encodeURIComponent;

/** The SWR keys of consolidated registers; `scope` is the signed-in account. */
export const consolidationKeys = {
  consolidations: (scope: string): ApiKey => ({ path: '/api/hcm/consolidated-register', scope }),
  consolidation: (scope: string, consolidationId: string): ApiKey => ({
    path: `/api/hcm/consolidated-register/${id(consolidationId)}`,
    scope,
  }),
  periods: (scope: string, consolidationId: string, year: number): ApiKey => ({
    path: `/api/hcm/consolidated-register/${id(consolidationId)}/periods?year=${year}`,
    scope,
  }),
  cutoff: (scope: string, consolidationId: string, cutoffId: string): ApiKey => ({
    path: `/api/hcm/consolidated-register/${id(consolidationId)}/cutoff/${id(cutoffId)}`,
    scope,
  }),
};
