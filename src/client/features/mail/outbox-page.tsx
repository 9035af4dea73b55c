import { Badge, Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { OutboxItem } from '../../../shared/api/mail';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { PagedListPanel } from '../../components/paged-list-panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useKeysetPages } from '../../lib/use-keyset-pages';
import { OutboxMessageDialog } from './outbox-message-dialog';

const STATUS_COLOURS: Record<OutboxItem['status'], string> = {
  queued: 'gray',
  sent: 'green',
  failed: 'red',
};

const COLUMNS: DataColumn<OutboxItem>[] = [
  {
    id: 'created',
    header: 'Created',
    nowrap: true,
    value: (message) => formatDateTime(message.createdAt),
  },
  { id: 'to', header: 'To', value: (message) => message.to },
  {
    id: 'subject',
    header: 'Subject',
    cell: (message) => (
      <Button
        variant="plain"
        size="sm"
        p="0"
        h="auto"
        color="brand.fg"
        textAlign="start"
        whiteSpace="normal"
      >
        {message.subject}
      </Button>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (message) => (
      <Badge colorPalette={STATUS_COLOURS[message.status]} variant="subtle">
        {message.status}
      </Badge>
    ),
  },
];

/** `/admin-settings/outbox`: mail the system sent (or would send without SMTP); click to read. */
export function OutboxPage() {
  const account = useCurrentAccount();
  const pages = useKeysetPages<OutboxItem>('/api/mail/outbox', account.accountId);
  const [open, setOpen] = useState<OutboxItem | null>(null);

  return (
    <>
      <PageHeader
        title="Mail outbox"
        description="Messages the system has sent, newest first. Select one to read it."
      />
      <PagedListPanel
        pages={pages}
        loadErrorMessage="The outbox could not be loaded."
        empty={{
          icon: 'mail',
          title: 'No mail yet',
          description: 'Password resets and notifications will appear here.',
        }}
      >
        <DataTable
          rows={pages.items}
          columns={COLUMNS}
          rowKey={(message) => message.id}
          onRowClick={setOpen}
        />
      </PagedListPanel>
      <OutboxMessageDialog item={open} onClose={() => setOpen(null)} />
    </>
  );
}
