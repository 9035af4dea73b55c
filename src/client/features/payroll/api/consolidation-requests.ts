import type {
  Consolidation,
  CreateConsolidationRequest,
} from '../../../../shared/api/payroll-consolidations';
import { apiClient } from '../../../lib/api-client';

/** The changes of consolidated registers. */
export const consolidationRequests = {
  create: (request: CreateConsolidationRequest) =>
    apiClient.post<Consolidation>('/api/hcm/consolidated-register', request),
};
