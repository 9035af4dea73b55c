import { Badge, Button, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { OutboxMessage } from '../../../shared/api/mail';
import { formatDateTime } from '../../../shared/format/date-time';
import { PageHeader } from '../../components/page-header';
import { PagedListPanel } from '../../components/paged-list-panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useKeysetPages } from '../../lib/use-keyset-pages';
import { OutboxMessageDialog } from './outbox-message-dialog';

const STATUS_COLOURS: Record<OutboxMessage['status'], string> = {
  queued: 'gray',
  sent: 'green',
  failed: 'red',
};

/** `/admin-settings/outbox`: mail the system sent (or would send without SMTP); click to read. */
export function OutboxPage() {
  const account = useCurrentAccount();
  const pages = useKeysetPages<OutboxMessage>('/api/mail/outbox', account.accountId);
  const [open, setOpen] = useState<OutboxMessage | null>(null);

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
        <Table.ScrollArea>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
                <Table.ColumnHeader>To</Table.ColumnHeader>
                <Table.ColumnHeader>Subject</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pages.items.map((message) => (
                <Table.Row key={message.id} cursor="pointer" onClick={() => setOpen(message)}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(message.createdAt)}</Table.Cell>
                  <Table.Cell>{message.to}</Table.Cell>
                  <Table.Cell>
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
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_COLOURS[message.status]} variant="subtle">
                      {message.status}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </PagedListPanel>
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
