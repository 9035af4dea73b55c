import { useSWRConfig } from 'swr';
import { swrKeys } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

/** Fetches the menu's pending counts again, after something was decided or withdrawn. */
export function useRefreshBadges(): () => void {
  const { accountId } = useCurrentAccount();
  const { mutate } = useSWRConfig();
  return () => void mutate(swrKeys.pendingApplications(accountId));
}
