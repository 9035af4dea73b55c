import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import type { User } from '../../../shared/api/users';
import { AppIcon } from '../../components/app-icon';
import { statusOf } from './user-status';

export type UserAction = 'roles' | 'invitation' | 'reset' | 'second-factor' | 'toggle';

interface UserActionsMenuProps {
  user: User;
  /** The signed-in person's own row: nobody changes their own access. */
  self: boolean;
  onAction: (action: UserAction) => void;
}

/** What can be done to one account, offered only where the server would allow it. */
export function UserActionsMenu({ user, self, onAction }: UserActionsMenuProps) {
  const status = statusOf(user);
  const signsIn = status === 'Active' || status === 'Change Password';
  return (
    <Menu.Root onSelect={({ value }) => onAction(value as UserAction)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`Actions for ${user.name}`}>
          Actions
          <AppIcon name="chevronDown" size="14px" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {self ? null : <Menu.Item value="roles">Change roles</Menu.Item>}
            {status === 'Invited' ? (
              <Menu.Item value="invitation">Resend invitation</Menu.Item>
            ) : null}
            {signsIn && user.email ? (
              <Menu.Item value="reset">Send password reset link</Menu.Item>
            ) : null}
            {/* One's own authenticator is turned off on the Password and PIN page. */}
            {user.secondFactor && !self ? (
              <Menu.Item value="second-factor">Reset two-step sign-in</Menu.Item>
            ) : null}
            {self ? (
              <Text px="2" py="1.5" fontSize="xs" color="fg.muted" maxW="16rem">
                Your own roles and account are changed by another administrator.
              </Text>
            ) : (
              <Menu.Item value="toggle" color={status === 'Disabled' ? undefined : 'fg.error'}>
                {status === 'Disabled' ? 'Enable' : 'Disable'}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
