import useSWR, { useSWRConfig } from 'swr';
import type {
  ChangeUserRequest,
  InviteUserRequest,
  PermissionCatalogue,
  Role,
  RolesResponse,
  SaveRoleRequest,
  User,
  UsersQuery,
  UsersResponse,
} from '../../../../shared/api/users';
import { apiClient } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { rolesKey } from '../../../lib/use-role-names';

/** The request of one page of users: only the filters in force are sent. */
function usersPath(query: UsersQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return `/api/iam/accounts?${params}`;
}

/** `GET /api/iam/accounts`: one page of the organisation's users; the last page stays while the next loads. */
export function useUsers(query: UsersQuery) {
  const viewer = useCurrentAccount().accountId;
  return useSWR<UsersResponse, ApiError>(
    { path: usersPath(query), scope: viewer } satisfies ApiKey,
    { keepPreviousData: true },
  );
}

/** `GET /api/iam/roles`: built-in roles first, then the organisation's own. */
export function useRoles() {
  return useSWR<RolesResponse, ApiError>(rolesKey(useCurrentAccount().accountId));
}

/** `GET /api/iam/permissions`: everything a role may be given here. */
export function usePermissionCatalogue() {
  const viewer = useCurrentAccount().accountId;
  return useSWR<PermissionCatalogue, ApiError>({
    path: '/api/iam/permissions',
    scope: viewer,
  } satisfies ApiKey);
}

const account = (accountId: string) => `/api/iam/accounts/${encodeURIComponent(accountId)}`;

export const userRequests = {
  invite: (body: InviteUserRequest) => apiClient.post<User>('/api/iam/accounts', body),
  change: (accountId: string, body: ChangeUserRequest) =>
    apiClient.patch<User>(account(accountId), body),
  resendInvitation: (accountId: string) =>
    apiClient.post<void>(`${account(accountId)}/invitation`, undefined),
  sendPasswordReset: (accountId: string) =>
    apiClient.post<void>(`${account(accountId)}/password-reset`, undefined),
  resetSecondFactor: (accountId: string) =>
    apiClient.delete<void>(`${account(accountId)}/second-factor`),
};

const role = (roleId: string) => `/api/iam/roles/${encodeURIComponent(roleId)}`;

/**
 * Saving and deleting a role; each done, the roles are fetched again, so the roles list it
 * returns to and every role name show the change.
 */
export function useRoleRequests() {
  const { mutate } = useSWRConfig();
  const roles = rolesKey(useCurrentAccount().accountId);
  const thenRefresh = async <T>(request: Promise<T>) => {
    const result = await request;
    void mutate(roles);
    return result;
  };
  return {
    create: (body: SaveRoleRequest) => thenRefresh(apiClient.post<Role>('/api/iam/roles', body)),
    update: (roleId: string, body: SaveRoleRequest) =>
      thenRefresh(apiClient.put<Role>(role(roleId), body)),
    remove: (roleId: string) => thenRefresh(apiClient.delete<void>(role(roleId))),
  };
}
