import { Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { RemarkField } from './remark-field';

interface RemarkDialogProps {
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  dismissLabel?: string;
  colorPalette?: string;
  busy: boolean;
  /** Why the last attempt failed, shown above the fields. */
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
    <FormDialog
      role="alertdialog"
      size="sm"
      title={title}
      submitLabel={confirmLabel}
      cancelLabel={dismissLabel}
      submitColorPalette={props.colorPalette}
      busy={busy}
      error={error}
      // The caller closes it once the decision is saved.
      closeOnSuccess={false}
      onSubmit={() => props.onConfirm(remark.trim())}
      onClose={props.onDismiss}
    >
      <Text color="fg.muted">{children}</Text>
      <RemarkField value={remark} onChange={setRemark} />
    </FormDialog>
  );
}
