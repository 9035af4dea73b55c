import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AlertDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** A blocking message with one action: no close button, Escape and outside clicks do nothing. */
export function AlertDialog({ open, title, children, actionLabel, onAction }: AlertDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{children}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onAction}>{actionLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
