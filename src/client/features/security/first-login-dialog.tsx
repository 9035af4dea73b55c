import type { Account } from '../../../shared/api/identity';
import type { LoggedTrailRequest } from '../../../shared/api/audit';
import { apiClient } from '../../lib/api-client';
import { ChangePasswordForm } from './change-password-form';
import { RequiredStepDialog } from './required-step-dialog';

/**
 * First sign-in (status 'Change Password'): a dialog that cannot be dismissed until a new
 * password is saved (or the person signs out); completing the step writes the login audit
 * entry (spec section 4).
 */
export function FirstLoginDialog({
  account,
  onSignOut,
}: {
  account: Account;
  onSignOut: () => void;
}) {
  const recordLogin = async (updated: Account) => {
    const entry: LoggedTrailRequest = {
      accountId: updated.accountId,
      orgId: updated.orgId,
      module: 'Login',
    };
    // The password is already changed; a lost audit call must not keep the person locked out.
    await apiClient.post<void>('/api/logged_trail', entry).catch(() => undefined);
  };
  return (
    <RequiredStepDialog
      title="Set a new password"
      onSignOut={onSignOut}
      description={
        <>
          Welcome, {account.sessionName}. Before you continue, replace the password you were given
          with one only you know.
        </>
      }
    >
      <ChangePasswordForm submitLabel="Save password" onChanged={recordLogin} />
    </RequiredStepDialog>
  );
}
