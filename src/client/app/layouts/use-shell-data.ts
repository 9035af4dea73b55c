import { useEffect } from 'react';
import useSWR from 'swr';
import type { ListApplicationResponse } from '../../../shared/api/applications';
import type { Account, SessionState } from '../../../shared/api/identity';
import type { NavigationResponse } from '../../../shared/api/platform';
import type { NavGroup } from '../../../shared/navigation';
import { session } from '../../lib/session';
import { ALPHA_PERMISSION, swrKeys } from '../../lib/swr-keys';

const NO_GROUPS: NavGroup[] = [];
const NO_COUNTS: Record<string, number> = {};

/**
 * What the shell needs from the server: a fresh account, the menu, badge counts, alpha flag.
 * A first sign-in that has not changed its password, or a session that must enrol a second
 * factor, gets only the account (the server refuses the rest until it has).
 */
export function useShellData(account: Account, mustEnrolSecondFactor: boolean) {
  const open = account.status !== 'Change Password' && !mustEnrolSecondFactor;
  const { data: fresh } = useSWR<SessionState>(swrKeys.session(account.accountId), {
    revalidateOnFocus: true,
  });
  useEffect(() => {
    if (!fresh) return;
    if (JSON.stringify(fresh.account) !== JSON.stringify(session.get()?.account))
      session.updateAccount(fresh.account);
    session.setMustEnrolSecondFactor(fresh.mustEnrolSecondFactor);
  }, [fresh]);

  const { data: navigation } = useSWR<NavigationResponse>(
    open ? swrKeys.navigation(account.accountId) : null,
  );
  const groups = navigation?.groups ?? NO_GROUPS;
  const approver = groups.some((group) => group.items.some((item) => item.badge));
  const { data: pending } = useSWR<ListApplicationResponse>(
    approver ? swrKeys.pendingApplications(account.accountId) : null,
    {
      refreshInterval: 60_000,
    },
  );
  const { data: permissions } = useSWR<Record<string, boolean>>(
    open ? swrKeys.alphaPermission(account.accountId) : null,
  );

  return {
    groups,
    counts: pending?.countsByType ?? NO_COUNTS,
    alpha: permissions?.[ALPHA_PERMISSION] === true,
  };
}
