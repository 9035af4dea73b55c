import { Button, HStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RecordItem } from '../../../shared/api/records';
import { ConfirmDialog } from '../../components/alert-dialog';
import { DownloadButton } from '../../components/download-button';
import { recordRequests } from '../api/record-requests';
import type { RecordPaths } from '../routes/record-paths';

interface RecordActionsProps {
  record: RecordItem;
  title: string;
  /** Whether this user may edit or delete this record now (its workflow state allows it). */
  canWrite: boolean;
  /** Whether they may also delete and restore it: those who may add records (`access.create`). */
  canRemove: boolean;
  /** The definition turns the printable record on (`views.print`). */
  printable: boolean;
  paths: RecordPaths;
  /** The record's workflow buttons, beside Edit. */
  children?: ReactNode;
  onChanged: (record: RecordItem, notice: string) => void;
  onError: (message: string) => void;
}

/**
 * Back to the list, Print / PDF where the definition is printable, and for writers Edit, Delete
 * (asks first) or Restore from the bin.
 */
export function RecordActions({
  record,
  title,
  canWrite,
  canRemove,
  printable,
  paths,
  onChanged,
  onError,
  children,
}: RecordActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const noun = title.toLowerCase();

  async function run(request: Promise<RecordItem>, notice: string) {
    setBusy(true);
    try {
      onChanged(await request, notice);
    } catch (error) {
      onError(error instanceof Error ? error.message : 'The change could not be saved.');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const deleted = record.deletedAt !== null;
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild variant="ghost">
        <Link to={paths.list}>Back to list</Link>
      </Button>
      {printable ? (
        <DownloadButton
          fetchFile={() => recordRequests.pdf(record.id)}
          fileName={`${noun.replace(/\W+/g, '-')}.pdf`}
          onError={onError}
        >
          Print / PDF
        </DownloadButton>
      ) : null}
      {canWrite && canRemove && deleted ? (
        <Button
          loading={busy}
          onClick={() => void run(recordRequests.restore(record.id), `${title} restored.`)}
        >
          Restore
        </Button>
      ) : null}
      {children}
      {canWrite && !deleted ? (
        <>
          {canRemove ? (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null}
          <Button asChild>
            <Link to={paths.edit(record.id)}>Edit</Link>
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Confirm to delete"
        destructive
        loading={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(recordRequests.remove(record.id), `${title} deleted. You can restore it here.`)
        }
      >
        {`Are you sure you want to delete this ${noun}? It moves to the bin, where it can be restored.`}
      </ConfirmDialog>
    </HStack>
  );
}
