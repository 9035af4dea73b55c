import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface RequiredStepDialogProps {
  title: string;
  /** Why the step is asked for, under the title. */
  description: ReactNode;
  size?: 'md' | 'lg';
  onSignOut: () => void;
  children: ReactNode;
}

/**
 * A step the server requires before anything else (a first password, a second factor): a dialog
 * that cannot be dismissed, only completed or left by signing out.
 */
export function RequiredStepDialog({
  title,
  description,
  size,
  onSignOut,
  children,
}: RequiredStepDialogProps) {
  return (
    <Dialog.Root
      open
      placement="center"
      size={size}
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{title}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
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
