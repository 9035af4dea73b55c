import useSWR from 'swr';
import type { TeamCalendar, TeamCalendarQuery } from '../../../../shared/api/team-calendar';
import type { ApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

const calendarKey = (accountId: string, query: TeamCalendarQuery): ApiKey => {
  const given = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  return {
    path: `/api/hcm/team-calendar?${new URLSearchParams(given).toString()}`,
    scope: accountId,
  };
};

/**
 * `GET /api/hcm/team-calendar` for the dates in view (null until the calendar has laid them
 * out). The previous dates stay on screen while the next ones load.
 */
export function useTeamCalendar(query: TeamCalendarQuery | null) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<TeamCalendar, ApiError>(
    query ? calendarKey(accountId, query) : null,
    { keepPreviousData: true },
  );
  return { data, error, isLoading, retry: () => void mutate() };
}
