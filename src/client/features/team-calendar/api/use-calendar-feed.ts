import useSWR from 'swr';
import type { CalendarFeed } from '../../../../shared/api/team-calendar';
import { apiClient } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

const FEED_PATH = '/api/hcm/team-calendar/feed';

/** The signed-in person's own feed address, a way to get a new one (the old one stops) and to end it. */
export function useCalendarFeed() {
  const { accountId } = useCurrentAccount();
  const key: ApiKey = { path: FEED_PATH, scope: accountId };
  const { data, error, isLoading, mutate } = useSWR<CalendarFeed, ApiError>(key);
  return {
    feed: data,
    error,
    isLoading,
    retry: () => void mutate(),
    renew: async () => {
      const renewed = await apiClient.post<CalendarFeed>(`${FEED_PATH}/rotate`, {});
      await mutate(renewed, { revalidate: false });
    },
    stop: async () => {
      const stopped = await apiClient.delete<CalendarFeed>(FEED_PATH);
      await mutate(stopped, { revalidate: false });
    },
  };
}
