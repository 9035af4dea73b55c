import { Button, Dialog, Portal, Stack, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DoneDialogProps {
  title: ReactNode;
  /** What was done. */
  children: ReactNode;
  onClose: () => void;
  size?: DialogRootProps['size'];
  /** Something shown only this once: Escape does not close it either, so it is not lost. */
  closeOnEscape?: boolean;
  /** The body scrolls and Done stays in view. */
  scrollInside?: boolean;
}

/**
 * What an action did, closed with Done. A click outside never closes it: it is read after the
 * action, often as another dialog closes.
 */
export function DoneDialog({
  title,
  children,
  onClose,
  size,
  closeOnEscape = true,
  scrollInside = false,
}: DoneDialogProps) {
  return (
    <Dialog.Root
      open
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Done</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
