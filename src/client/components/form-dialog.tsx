import { Button, chakra, Dialog, Portal, Stack, type DialogRootProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../lib/api-error';
import { FormAlert } from './form-alert';

interface FormDialogProps {
  title: ReactNode;
  /** The fields (and any intro or outcome) between the title and the buttons. */
  children: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's text while busy (e.g. "Saving"). */
  busyLabel?: string;
  cancelLabel?: string;
  /**
   * Does the work. While it runs the buttons are busy; a refusal (`ApiError`) it throws is shown
   * above the fields, anything else is rethrown. Once it resolves the dialog closes, unless
   * `closeOnSuccess` is false (a dialog that shows its outcome).
   */
  onSubmit: () => void | Promise<void>;
  /** Cancel, Escape, a click outside: ignored while busy. */
  onClose: () => void;
  closeOnSuccess?: boolean;
  submitDisabled?: boolean;
  submitColorPalette?: string;
  /** Busy on the caller's account (it tracks the request itself). */
  busy?: boolean;
  /** The caller's own wording of the last failure; shown instead of the refusal's message. */
  error?: ReactNode;
  size?: DialogRootProps['size'];
  /** `alertdialog` for a confirmation that asks little more than yes or no. */
  role?: DialogRootProps['role'];
  /** The body scrolls and the buttons stay in view (long forms). */
  scrollInside?: boolean;
}

/**
 * The frame of a dialog that submits something: title, fields, Cancel and a submit button, the
 * busy state and the error of the last attempt. Mounted while open, so each opening starts
 * afresh; Enter in a field submits.
 */
export function FormDialog(props: FormDialogProps) {
  const { onSubmit, onClose, closeOnSuccess = true } = props;
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = running || Boolean(props.busy);

  const submit = async () => {
    if (busy || props.submitDisabled) return;
    setRunning(true);
    setFailure(null);
    try {
      await onSubmit();
      if (closeOnSuccess) onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error.message);
    } finally {
      setRunning(false);
    }
  };

  const error = props.error ?? failure;
  return (
    <Dialog.Root
      open
      role={props.role}
      size={props.size}
      placement="center"
      scrollBehavior={props.scrollInside ? 'inside' : undefined}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              display="contents"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {error ? <FormAlert status="error">{error}</FormAlert> : null}
                  {props.children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {props.cancelLabel ?? 'Cancel'}
                </Button>
                <Button
                  type="submit"
                  colorPalette={props.submitColorPalette}
                  loading={busy}
                  loadingText={props.busyLabel}
                  disabled={props.submitDisabled}
                >
                  {props.submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
