import { Badge } from '@chakra-ui/react';
import type { User, UsersQuery } from '../../../shared/api/users';

type Status = NonNullable<UsersQuery['status']>;

/** Each status the list shows and filters by, with its badge colour. */
export const USER_STATUSES: Record<Status, { label: string; colour: string }> = {
  Active: { label: 'Active', colour: 'green' },
  Invited: { label: 'Invited', colour: 'blue' },
  'Change Password': { label: 'Change password', colour: 'orange' },
  Disabled: { label: 'Disabled', colour: 'gray' },
};

/** An invitation not yet taken up reads Invited, whatever the account's stored status. */
export const statusOf = (user: User): Status =>
  user.status !== 'Disabled' && user.invited ? 'Invited' : user.status;

export function UserStatusBadge({ user }: { user: User }) {
  const { label, colour } = USER_STATUSES[statusOf(user)];
  return (
    <Badge variant="subtle" colorPalette={colour}>
      {label}
    </Badge>
  );
}
