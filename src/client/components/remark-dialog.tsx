import { Button, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { RemarkField } from './remark-field';

interface RemarkDialogProps {
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  dismissLabel?: string;
  colorPalette?: string;
  busy: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error: string | null;
  onConfirm: (remark: string) => void;
  onDismiss: () => void;
}

/**
 * A confirmation with an optional remark (approve, reject, cancel an application, move a
 * record to another state). Mounted while open, so each opening starts with an empty remark.
 */
export function RemarkDialog(props: RemarkDialogProps) {
  const { title, children, confirmLabel, dismissLabel = 'Back', busy, error } = props;
  const [remark, setRemark] = useState('');
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) props.onDismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              display="contents"
              onSubmit={(event) => {
                event.preventDefault();
                props.onConfirm(remark.trim());
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{children}</Text>
                  <RemarkField value={remark} onChange={setRemark} />
                  {error ? <FormAlert status="error">{error}</FormAlert> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={props.onDismiss} disabled={busy}>
                  {dismissLabel}
                </Button>
                <Button type="submit" colorPalette={props.colorPalette} loading={busy}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
