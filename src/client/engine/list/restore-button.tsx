import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecordItem } from '../../../shared/api/records';
import { recordRequests } from '../api/record-requests';

interface RestoreButtonProps {
  record: RecordItem;
  onRestored: (record: RecordItem) => void;
  onError: (message: string) => void;
}

/** Takes a record out of the bin. */
export function RestoreButton({ record, onRestored, onError }: RestoreButtonProps) {
  const [busy, setBusy] = useState(false);
  async function restore() {
    setBusy(true);
    try {
      onRestored(await recordRequests.restore(record.id));
    } catch (error) {
      onError(error instanceof Error ? error.message : 'The record could not be restored.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="xs" variant="outline" loading={busy} onClick={() => void restore()}>
      Restore
    </Button>
  );
}
