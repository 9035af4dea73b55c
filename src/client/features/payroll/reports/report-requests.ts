import type { Static } from 'typebox';
import type { RunStartedSchema } from '../../../../shared/api/payroll-common';
import type {
  GenerateReportRequest,
  ReportGroup,
  ReportPeriodKind,
} from '../../../../shared/api/payroll-reports';
import type { RecordListResponse } from '../../../../shared/api/records';
import { apiClient } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/swr-keys';

type RunStarted = Static<typeof RunStartedSchema>;

/** Which writers a page offers and lists the files of: every one when empty. */
export interface ReportFilter {
  group?: ReportGroup;
  period?: ReportPeriodKind;
}

/** The SWR keys of the reports page; `scope` is the signed-in account. */
export const reportKeys = {
  writers: (scope: string): ApiKey => ({ path: '/api/payroll/reports/writers', scope }),
  cutoffs: (scope: string): ApiKey => ({ path: '/api/payroll/reports/cutoffs', scope }),
  generated: (scope: string, filter: ReportFilter, offset: number, limit: number): ApiKey => ({
    path: `/api/payroll/reports?${new URLSearchParams({
      ...filter,
      offset: String(offset),
      limit: String(limit),
    }).toString()}`,
    scope,
  }),
  /** The company's payroll bank accounts, active ones first by name. */
  bankAccounts: (scope: string): ApiKey => ({
    path: '/api/records/list',
    method: 'POST',
    body: { form_id: 'payroll-bank-account', fields: ['*'] },
    scope,
  }),
};

export type BankAccounts = RecordListResponse;

export const reportRequests = {
  generate: (request: GenerateReportRequest) =>
    apiClient.post<RunStarted>('/api/payroll/reports', request),
};
