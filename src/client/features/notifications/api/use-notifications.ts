import useSWR, { useSWRConfig } from 'swr';
import type { NotificationsPage } from '../../../../shared/api/notifications';
import { apiClient } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/swr-keys';

/** How many of the latest the bell lists; the rest are on the notifications page. */
export const BELL_SIZE = 8;
/** How often an open page asks for news (SWR pauses while the tab is hidden). */
const POLL_MS = 15_000;
const INBOX = '/api/notifications';

const bellKey = (accountId: string): ApiKey => ({
  path: `${INBOX}?limit=${BELL_SIZE}`,
  scope: accountId,
});

const isInboxKey = (key: unknown) =>
  typeof key === 'object' &&
  key !== null &&
  typeof (key as ApiKey).path === 'string' &&
  (key as ApiKey).path.startsWith(`${INBOX}?`);

/** The latest notices and the unread count, kept fresh while the page is open and in view. */
export const useBell = (accountId: string) =>
  useSWR<NotificationsPage>(bellKey(accountId), {
    refreshInterval: POLL_MS,
    revalidateOnFocus: true,
  });

/** Marks notices read on the server (so on every device) and refreshes the bell. */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isInboxKey);
  return {
    read: async (ids: string[]) => {
      await apiClient.post(`${INBOX}/read`, { ids });
      await refresh();
    },
    readAll: async () => {
      await apiClient.post(`${INBOX}/read-all`, {});
      await refresh();
    },
  };
}
