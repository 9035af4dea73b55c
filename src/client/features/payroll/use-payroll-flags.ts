import type { OrgFlags } from '../../../shared/org-flags';
import { useOrgResources } from '../../lib/use-org-resources';
import { useCurrentAccount } from '../../lib/use-current-account';

/** The signed-in organisation's switches, or null until its resources have loaded. */
export function usePayrollFlags(): OrgFlags | null {
  const account = useCurrentAccount();
  return useOrgResources(account.orgId).resources?.permissions ?? null;
}

/** Whether this deployment hides the release button (hideReleaseBtn of its environment). */
export function useReleaseHidden(): boolean {
  const account = useCurrentAccount();
  const resources = useOrgResources(account.orgId).resources;
  return resources ? resources.permissions.hideReleaseBtn[resources.environment] : false;
}
