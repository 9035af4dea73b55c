import { Button, Flex } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { User } from '../../../shared/api/users';
import { DataTable } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useRoleNames } from '../../lib/use-role-names';
import { userRequests, useRoles, useUsers } from './api/users-api';
import type { UserAction } from './user-actions-menu';
import { UserActionDialogs, type OpenDialog } from './user-action-dialogs';
import { userColumns } from './user-columns';
import { USER_STATUSES } from './user-status';
import { PAGE_SIZE, useUserFilters } from './use-user-filters';

const STATUS_CHOICES = Object.entries(USER_STATUSES).map(([id, { label }]) => ({ id, label }));

/** `/admin-settings/users`: who signs in to the organisation, with which roles; invite and manage them. */
export function UsersPage() {
  const self = useCurrentAccount().accountId;
  const filters = useUserFilters();
  const users = useUsers(filters.query);
  const roles = useRoles();
  const roleName = useRoleNames();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [toast, setToast] = useState<ResultMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const items = users.data?.items ?? [];

  const done = (message: ResultMessage) => {
    setDialog(null);
    setToast(message);
    void users.mutate();
    // Who holds each role may have changed too.
    void roles.mutate();
  };

  // Mail goes at once; changes of access ask first.
  const act = async (action: UserAction, user: User) => {
    if (action === 'roles' || action === 'toggle' || action === 'second-factor')
      return setDialog({ action, user });
    const invitation = action === 'invitation';
    try {
      await (invitation
        ? userRequests.resendInvitation(user.accountId)
        : userRequests.sendPasswordReset(user.accountId));
      setToast({
        status: 'success',
        title: invitation ? 'Invitation sent again' : 'Password reset link sent',
        description: `To ${user.email ?? user.username}.`,
      });
    } catch (error) {
      setToast({
        status: 'error',
        title: invitation ? 'The invitation was not sent' : 'The reset link was not sent',
        description: messageOf(error, 'Try again in a moment.'),
      });
    }
  };

  const columns = userColumns({
    selfId: self,
    roleName,
    onAction: (action, user) => void act(action, user),
  });

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone who signs in to the organisation and the roles that say what they may do."
        actions={
          <Button size="sm" onClick={() => setDialog({ action: 'invite' })}>
            Invite user
          </Button>
        }
      />
      <Flex mb="4" gap="3" align="center" wrap="wrap">
        <PageSearch
          label="Search users"
          placeholder="Search name, username, e-mail or number"
          maxLength={80}
          value={filters.search}
          onChange={filters.setSearch}
        />
        <FilterSelect
          label="Role"
          all="All roles"
          options={(roles.data?.items ?? []).map((role) => ({ id: role.roleId, label: role.name }))}
          value={filters.role}
          onChange={filters.setRole}
        />
        <FilterSelect
          label="Status"
          all="Any status"
          options={STATUS_CHOICES}
          value={filters.status}
          onChange={filters.setStatus}
        />
      </Flex>
      <OffsetListPanel
        isLoading={users.isLoading}
        failed={Boolean(users.error) && !users.data}
        loadErrorMessage="The users could not be loaded."
        onRetry={() => void users.mutate()}
        empty={{
          icon: 'list',
          title: filters.filtered ? 'No users match' : 'No users yet',
          description: filters.filtered
            ? 'Change the search or the filters.'
            : 'Invite the first one: they get an e-mail to set their password.',
        }}
        pager={{
          offset: filters.query.offset ?? 0,
          shown: items.length,
          total: users.data?.total ?? 0,
          pageSize: PAGE_SIZE,
          onChange: filters.setOffset,
        }}
      >
        <DataTable
          rows={items}
          columns={columns}
          rowKey={(user) => user.accountId}
          scroll={false}
        />
      </OffsetListPanel>
      <UserActionDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={done} />
      <ResultToast message={toast} onClose={closeToast} />
    </>
  );
}
