import { useState } from 'react';
import type { User } from '../../../shared/api/users';
import { ConfirmDialog } from '../../components/alert-dialog';
import type { ResultMessage } from '../../components/result-toast';
import { messageOf } from '../../lib/api-error';
import { userRequests } from './api/users-api';
import { ChangeRolesDialog } from './change-roles-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { statusOf } from './user-status';

export type OpenDialog =
  { action: 'invite' } | { action: 'roles' | 'toggle' | 'second-factor'; user: User } | null;

interface ConfirmedChangeProps {
  title: string;
  confirmLabel: string;
  destructive: boolean;
  /** What the change does, asked before it is made. */
  children: string;
  change: () => Promise<unknown>;
  success: ResultMessage;
  /** The title of the message when the server refuses. */
  failure: string;
  onClose: () => void;
  onDone: (message: ResultMessage) => void;
}

/** A change of someone's access, confirmed first; the outcome is told by the page. */
function ConfirmedChange({
  change,
  success,
  failure,
  onClose,
  onDone,
  ...dialog
}: ConfirmedChangeProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await change();
      onDone(success);
    } catch (error) {
      onDone({
        status: 'error',
        title: failure,
        description: messageOf(error, 'Try again in a moment.'),
      });
    }
  };
  return (
    <ConfirmDialog
      open
      cancelLabel="Cancel"
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      {...dialog}
    />
  );
}

type ChangeDialogProps = Pick<ConfirmedChangeProps, 'onClose' | 'onDone'> & { user: User };

/** Disabling ends their sessions at once; enabling lets them sign in again. */
function ToggleAccountDialog({ user, ...outcome }: ChangeDialogProps) {
  const disable = statusOf(user) !== 'Disabled';
  return (
    <ConfirmedChange
      title={disable ? `Disable ${user.name}?` : `Enable ${user.name}?`}
      confirmLabel={disable ? 'Disable' : 'Enable'}
      destructive={disable}
      change={() => userRequests.change(user.accountId, { disabled: disable })}
      success={{
        status: 'success',
        title: disable ? `${user.name} is disabled` : `${user.name} is enabled`,
        description: disable ? 'They were signed out everywhere.' : 'They can sign in again.',
      }}
      failure={disable ? 'The account was not disabled' : 'The account was not enabled'}
      {...outcome}
    >
      {disable
        ? `${user.name} is signed out of every session at once and cannot sign in until the account is enabled again. Their records, history and roles stay.`
        : `${user.name} can sign in again with their password and the roles they held.`}
    </ConfirmedChange>
  );
}

/** A lost phone: the authenticator is forgotten and every session of theirs ends. */
function ResetSecondFactorDialog({ user, ...outcome }: ChangeDialogProps) {
  return (
    <ConfirmedChange
      title={`Reset two-step sign-in of ${user.name}?`}
      confirmLabel="Reset"
      destructive
      change={() => userRequests.resetSecondFactor(user.accountId)}
      success={{
        status: 'success',
        title: `Two-step sign-in of ${user.name} is reset`,
        description: 'They were signed out everywhere and sign in with their password next.',
      }}
      failure="Two-step sign-in was not reset"
      {...outcome}
    >
      {`${user.name}'s authenticator app and recovery codes stop working, and every session of theirs ends. They sign in with their password alone next, and set up an authenticator again if the organisation requires one.`}
    </ConfirmedChange>
  );
}

interface UserActionDialogsProps {
  dialog: OpenDialog;
  onClose: () => void;
  /** The action is over (or refused): what to tell the person. */
  onDone: (message: ResultMessage) => void;
}

/**
 * The dialog an action on the users page opened: invite, change roles, disable or enable, reset
 * two-step sign-in.
 */
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
    case 'second-factor':
      return <ResetSecondFactorDialog user={dialog.user} onClose={onClose} onDone={onDone} />;
  }
}
