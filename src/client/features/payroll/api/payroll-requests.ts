import type { Static } from 'typebox';
import type {
  CalculateRequest,
  CalculateResponse,
} from '../../../../shared/api/payroll-calculator';
import type {
  AddStatutoryVersionRequest,
  StatutoryVersionSchema,
  StatutoryVersionsResponseSchema,
} from '../../../../shared/api/payroll-tables';
import { apiClient } from '../../../lib/api-client';

export type StatutoryVersion = Static<typeof StatutoryVersionSchema>;
export type StatutoryVersions = Static<typeof StatutoryVersionsResponseSchema>;

export const payrollRequests = {
  // A POST that only reads: the server asks no CSRF token of it (the client sends one anyway).
  calculate: (request: CalculateRequest, signal?: AbortSignal) =>
    apiClient.post<CalculateResponse>('/api/hcm/payroll/calculate', request, { signal }),
  addTableVersion: (request: AddStatutoryVersionRequest) =>
    apiClient.post<StatutoryVersion>('/api/hcm/payroll/tables', request),
};
