import useSWR from 'swr';
import type { PmsReport, PmsReportAnswer } from '../../../shared/api/pms-reports';
import type { ApiError } from '../../lib/api-error';
import type { ApiKey } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';

export type ReportFilters = Partial<Record<'schedule' | 'site' | 'employeeNumber', string>>;

/** A report's path with its filters, or with `format` its download. */
export function appraisalReportPath(report: PmsReport, filters: ReportFilters, format?: 'csv') {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (format) query.set('format', format);
  const search = query.toString();
  return `/api/pms/reports/${report}${search ? `?${search}` : ''}`;
}

/** `GET /api/pms/reports/:report` with the page's filters. */
export function useAppraisalReport(report: PmsReport, filters: ReportFilters) {
  const { accountId } = useCurrentAccount();
  const key: ApiKey = { path: appraisalReportPath(report, filters), scope: accountId };
  const { data, error, isLoading, mutate } = useSWR<PmsReportAnswer, ApiError>(key, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { answer: data, error, isLoading, retry: () => void mutate() };
}
