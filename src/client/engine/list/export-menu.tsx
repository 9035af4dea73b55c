import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecordExportRequest } from '../../../shared/api/records';
import { saveBlob } from '../../lib/save-blob';
import { recordRequests } from '../api/record-requests';
import type { RecordQuery } from '../api/use-record-pages';

const FORMATS = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
] as const;

interface ExportMenuProps {
  /** What to download: the list's query, or its picked rows (`ids`). */
  query: RecordQuery;
  onError: (message: string) => void;
  label?: string;
  size?: 'sm' | 'md';
}

/** Downloads what the list shows (same search, filters and sort) as CSV or Excel. */
export function ExportMenu({ query, onError, label = 'Export', size = 'md' }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);

  async function download(format: RecordExportRequest['format']) {
    setBusy(true);
    try {
      const { blob, filename } = await recordRequests.exportFile({ ...query, format });
      saveBlob(blob, filename ?? `${query.form_id}.${format}`);
    } catch (error) {
      onError(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu.Root onSelect={({ value }) => void download(value as RecordExportRequest['format'])}>
      <Menu.Trigger asChild>
        <Button variant="outline" size={size} loading={busy} loadingText="Exporting">
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {FORMATS.map((format) => (
              <Menu.Item key={format.value} value={format.value}>
                {format.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
