import { Badge, HStack, Text, Wrap, type TableCellProps } from '@chakra-ui/react';
import type { User } from '../../../shared/api/users';
import { formatDateTime } from '../../../shared/format/date-time';
import { relativeTime } from '../../../shared/format/relative-time';
import type { DataColumn } from '../../components/data-table';
import { UserActionsMenu, type UserAction } from './user-actions-menu';
import { UserStatusBadge } from './user-status';

const END: TableCellProps = { textAlign: 'end' };

interface UserColumnsOptions {
  selfId: string;
  roleName: (roleId: string) => string;
  onAction: (action: UserAction, user: User) => void;
}

/**
 * The users list: who, their roles by name, status, two-step sign-in, last sign-in, employee
 * number, actions.
 */
export const userColumns = ({
  selfId,
  roleName,
  onAction,
}: UserColumnsOptions): DataColumn<User>[] => [
  {
    id: 'user',
    header: 'User',
    cell: (user) => (
      <>
        <HStack gap="2">
          <Text fontWeight="medium">{user.name}</Text>
          {user.accountId === selfId ? (
            <Badge variant="outline" size="sm">
              You
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {[user.username, user.email].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  {
    id: 'roles',
    header: 'Roles',
    cell: (user) => (
      <Wrap gap="1">
        {user.roles.map((roleId) => (
          <Badge key={roleId} variant="subtle" colorPalette="purple">
            {roleName(roleId)}
          </Badge>
        ))}
      </Wrap>
    ),
  },
  { id: 'status', header: 'Status', cell: (user) => <UserStatusBadge user={user} /> },
  {
    id: 'secondFactor',
    header: 'Two-step',
    nowrap: true,
    cell: (user) =>
      user.secondFactor ? (
        <Badge variant="outline" colorPalette="green">
          On
        </Badge>
      ) : (
        <Text as="span" color="fg.muted">
          Off
        </Text>
      ),
  },
  {
    id: 'lastSignIn',
    header: 'Last sign-in',
    nowrap: true,
    cell: (user) =>
      user.lastSignInAt ? (
        <Text as="span" title={formatDateTime(user.lastSignInAt)}>
          {relativeTime(user.lastSignInAt)}
        </Text>
      ) : (
        <Text as="span" color="fg.muted">
          Never
        </Text>
      ),
  },
  {
    id: 'employeeNumber',
    header: 'Employee no.',
    nowrap: true,
    value: (user) => user.employeeNumber ?? '—',
  },
  {
    id: 'actions',
    header: <Text srOnly>Actions</Text>,
    headerProps: END,
    cellProps: END,
    cell: (user) => (
      <UserActionsMenu
        user={user}
        self={user.accountId === selfId}
        onAction={(action) => onAction(action, user)}
      />
    ),
  },
];
