import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { User } from '../../../shared/api/users';
import { FormDialog } from '../../components/form-dialog';
import { userRequests } from './api/users-api';
import { RoleChoice } from './role-choice';

interface ChangeRolesDialogProps {
  user: User;
  onClose: () => void;
  onChanged: (user: User) => void;
}

/** The roles someone holds; the change applies on their next request. */
export function ChangeRolesDialog({ user, onClose, onChanged }: ChangeRolesDialogProps) {
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [missing, setMissing] = useState<string>();

  const save = async () => {
    if (roles.length === 0) {
      setMissing('Choose at least one role.');
      return;
    }
    onChanged(await userRequests.change(user.accountId, { roles }));
  };

  return (
    <FormDialog
      title={`Change roles of ${user.name}`}
      size="lg"
      scrollInside
      submitLabel="Save roles"
      busyLabel="Saving"
      // onChanged closes it; a refusal stays above the roles.
      closeOnSuccess={false}
      onSubmit={save}
      onClose={onClose}
    >
      <Text color="fg.muted" fontSize="sm">
        {user.username}: the new roles apply from their next click, without signing in again.
      </Text>
      <RoleChoice
        chosen={roles}
        onChange={(next) => {
          setRoles(next);
          setMissing(undefined);
        }}
        error={missing}
      />
    </FormDialog>
  );
}
