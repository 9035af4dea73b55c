import { useMemo } from 'react';
import { can, type Capability } from '../../shared/access/capabilities';
import { grantsOf, type Grants } from '../../shared/access/grants';
import { useCurrentAccount } from './use-current-account';

/** What the signed-in person may do, as the server resolves it (shared/access). */
export function useGrants(): Grants {
  const { roles, permissions } = useCurrentAccount();
  return useMemo(() => grantsOf(roles, permissions), [roles, permissions]);
}

/** Whether the signed-in person holds a capability: screens offer only what the server allows. */
export function useCan(): (capability: Capability) => boolean {
  const grants = useGrants();
  return (capability) => can(grants, capability);
}
