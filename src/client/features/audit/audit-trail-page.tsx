import { Table } from '@chakra-ui/react';
import type { AuditEntry, AuditFormModule } from '../../../shared/api/audit';
import { formatDateTime } from '../../../shared/format/date-time';
import { PageHeader } from '../../components/page-header';
import { PagedListPanel } from '../../components/paged-list-panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useKeysetPages } from '../../lib/use-keyset-pages';

interface AuditTrailPageProps {
  /** Only the changes to this module's record types (`/pms/settings/audit_trail`). */
  formModule?: AuditFormModule;
  title?: string;
}

/** `/admin-settings/audit-trail`: who did what and when, newest first. */
export function AuditTrailPage({ formModule, title = 'Audit trail' }: AuditTrailPageProps) {
  const account = useCurrentAccount();
  const pages = useKeysetPages<AuditEntry>(
    '/api/logged_trail',
    account.accountId,
    formModule ? { formModule } : {},
  );

  return (
    <>
      <PageHeader
        title={title}
        description={
          formModule
            ? 'Changes to these records in your organisation. Times are Taipei time.'
            : 'Sign-ins, password changes and record changes in your organisation. Times are Taipei time.'
        }
      />
      <PagedListPanel
        pages={pages}
        loadErrorMessage="The audit trail could not be loaded."
        empty={{
          icon: 'list',
          title: 'No activity recorded yet',
          description: formModule
            ? 'Changes to these records will be listed here.'
            : 'Sign-ins and changes will be listed here.',
        }}
      >
        <Table.ScrollArea>
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>Module</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>IP address</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pages.items.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at)}</Table.Cell>
                  <Table.Cell>{entry.username ?? entry.accountId ?? 'System'}</Table.Cell>
                  <Table.Cell>{entry.module}</Table.Cell>
                  <Table.Cell>{entry.action}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {entry.ip ?? '—'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </PagedListPanel>
    </>
  );
}
