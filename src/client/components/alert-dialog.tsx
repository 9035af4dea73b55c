import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  title: string;
  children: ReactNode;
  footer: ReactNode;
  /** Escape and outside clicks call this; without it they do nothing (a blocking message). */
  onDismiss?: () => void;
}

/** The one frame of the app's small dialogs: title, message, buttons. */
function DialogFrame({ open, title, children, footer, onDismiss }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnEscape={Boolean(onDismiss)}
      closeOnInteractOutside={Boolean(onDismiss)}
      onOpenChange={(details) => {
        if (!details.open) onDismiss?.();
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
              <Text as="div" color="fg.muted">
                {children}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
    <DialogFrame
      open={open}
      title={title}
      footer={<Button onClick={onAction}>{actionLabel}</Button>}
    >
      {children}
    </DialogFrame>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Marks a destructive confirmation (deleting) in red. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be taken back (spec section 5 wording). */
export function ConfirmDialog({
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
  ...frame
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      {...frame}
      onDismiss={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            colorPalette={destructive ? 'red' : undefined}
            loading={loading}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/** Spec section 5's question before leaving a form whose input would be lost. */
export function CancelConfirmDialog(props: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog {...props} title="Confirm to cancel">
      Are you sure you want to cancel? If you cancel, all information that you have entered will be
      lost.
    </ConfirmDialog>
  );
}
