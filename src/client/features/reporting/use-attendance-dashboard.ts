import useSWR from 'swr';
import type { AttendanceDashboard } from '../../../shared/api/attendance-dashboard';
import type { ApiError } from '../../lib/api-error';
import type { ApiKey } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';

export interface AttendancePeriod {
  from: string;
  to: string;
  department?: string;
  site?: string;
}

/** The figures' path, or with `format` and `by` a download of one breakdown. */
export function attendancePath(
  period: AttendancePeriod,
  download?: { format: string; by: string },
) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (period.department) query.set('department', period.department);
  if (period.site) query.set('site', period.site);
  if (download) for (const [name, value] of Object.entries(download)) query.set(name, value);
  return `/api/reporting/attendance-dashboard?${query}`;
}

/** `GET /api/reporting/attendance-dashboard` of a period; a backwards period asks nothing. */
export function useAttendanceDashboard(period: AttendancePeriod) {
  const { accountId } = useCurrentAccount();
  const key: ApiKey | null =
    period.from && period.to && period.from <= period.to
      ? { path: attendancePath(period), scope: accountId }
      : null;
  const { data, error, isLoading, mutate } = useSWR<AttendanceDashboard, ApiError>(key, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { dashboard: data, error, isLoading, retry: () => void mutate() };
}
