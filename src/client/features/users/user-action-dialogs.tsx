import { useState } from 'react';
import type { User } from '../../../shared/api/users';
import { ConfirmDialog } from '../../components/alert-dialog';
import type { ResultMessage } from '../../components/result-toast';
import { messageOf } from '../../lib/api-error';
import { userRequests } from './api/users-api';
import { ChangeRolesDialog } from './change-roles-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { statusOf } from './user-status';

export type OpenDialog = { action: 'invite' } | { action: 'roles' | 'toggle'; user: User } | null;

/** Disabling ends their sessions at once; enabling lets them sign in again. */
function ToggleAccountDialog({
  user,
  onClose,
  onDone,
}: {
  user: User;
  onClose: () => void;
  onDone: (message: ResultMessage) => void;
}) {
  const [busy, setBusy] = useState(false);
  const disable = statusOf(user) !== 'Disabled';
  const confirm = async () => {
    setBusy(true);
    try {
      await userRequests.change(user.accountId, { disabled: disable });
      onDone({
        status: 'success',
        title: disable ? `${user.name} is disabled` : `${user.name} is enabled`,
        description: disable ? 'They were signed out everywhere.' : 'They can sign in again.',
      });
    } catch (error) {
      onDone({
        status: 'error',
        title: disable ? 'The account was not disabled' : 'The account was not enabled',
        description: messageOf(error, 'Try again in a moment.'),
      });
    }
  };
  return (
    <ConfirmDialog
      open
      title={disable ? `Disable ${user.name}?` : `Enable ${user.name}?`}
      confirmLabel={disable ? 'Disable' : 'Enable'}
      cancelLabel="Cancel"
      destructive={disable}
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {disable
        ? `${user.name} is signed out of every session at once and cannot sign in until the account is enabled again. Their records, history and roles stay.`
        : `${user.name} can sign in again with their password and the roles they held.`}
    </ConfirmDialog>
  );
}

interface UserActionDialogsProps {
  dialog: OpenDialog;
  onClose: () => void;
  /** The action is over (or refused): what to tell the person. */
  onDone: (message: ResultMessage) => void;
}

/** The dialog an action on the users page opened: invite, change roles, disable or enable. */
export function UserActionDialogs({ dialog, onClose, onDone }: UserActionDialogsProps) {
  if (!dialog) return null;
  switch (dialog.action) {
    case 'invite':
      return (
        <InviteUserDialog
          onClose={onClose}
          onInvited={(user) =>
            onDone({
              status: 'success',
              title: `${user.name} is invited`,
              description: `An e-mail to ${user.email ?? user.username} lets them set a password.`,
            })
          }
        />
      );
    case 'roles':
      return (
        <ChangeRolesDialog
          user={dialog.user}
          onClose={onClose}
          onChanged={(user) =>
            onDone({ status: 'success', title: `The roles of ${user.name} are saved` })
          }
        />
      );
    case 'toggle':
      return <ToggleAccountDialog user={dialog.user} onClose={onClose} onDone={onDone} />;
  }
}
