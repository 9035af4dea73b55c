import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Account } from '../../../shared/api/identity';
import type { LoggedTrailRequest } from '../../../shared/api/audit';
import { apiClient } from '../../lib/api-client';
import { ChangePasswordForm } from './change-password-form';

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
    <Dialog.Root open placement="center" closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Set a new password</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                Welcome, {account.sessionName}. Before you continue, replace the password you were
                given with one only you know.
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <ChangePasswordForm submitLabel="Save password" onChanged={recordLogin} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onSignOut}>
                Sign out
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
