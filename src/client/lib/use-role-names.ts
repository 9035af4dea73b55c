import useSWR from 'swr';
import type { RolesResponse } from '../../shared/api/users';
import { BUILT_IN_ROLES, isBuiltInRole } from '../../shared/roles';
import type { ApiKey } from './swr-keys';
import { useCurrentAccount } from './use-current-account';
import { useCan } from './use-grants';

/** `GET /api/iam/roles`: the organisation's roles, built-in and own (needs users.manage). */
export const rolesKey = (viewer: string): ApiKey => ({ path: '/api/iam/roles', scope: viewer });

/**
 * A role's name by its id: a built-in role's from shared/roles, an own role's from the roles
 * answer for those who manage users; anyone else sees an own role by its id.
 */
export function useRoleNames(): (roleId: string) => string {
  const viewer = useCurrentAccount().accountId;
  const manages = useCan()('users.manage');
  const { data } = useSWR<RolesResponse>(manages ? rolesKey(viewer) : null);
  return (roleId) =>
    data?.items.find((role) => role.roleId === roleId)?.name ??
    (isBuiltInRole(roleId) ? BUILT_IN_ROLES[roleId].name : roleId);
}
