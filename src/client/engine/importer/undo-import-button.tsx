import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import { importRequests } from './import-requests';

interface UndoImportButtonProps {
  batchId: string;
  size?: 'xs' | 'sm' | 'md';
  onUndone: () => void;
}

/** "Undo this import", after a confirmation; a refusal (records edited since) is shown as said. */
export function UndoImportButton({ batchId, size = 'md', onUndone }: UndoImportButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function undo() {
    setBusy(true);
    setProblem(null);
    try {
      await importRequests.undo(batchId);
      setAsking(false);
      onUndone();
    } catch (error) {
      setAsking(false);
      setProblem(error instanceof Error ? error.message : 'The import could not be undone.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button size={size} variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Undo this import
      </Button>
      {problem ? <FormAlert status="error">{problem}</FormAlert> : null}
      <ConfirmDialog
        open={asking}
        title="Undo this import?"
        confirmLabel="Undo import"
        cancelLabel="Keep it"
        destructive
        loading={busy}
        onConfirm={() => void undo()}
        onCancel={() => setAsking(false)}
      >
        The records it created are deleted (an employee's sign-in account is disabled) and the
        fields it changed get back their values from before it.
      </ConfirmDialog>
    </>
  );
}
