import { Stack, Text } from '@chakra-ui/react';
import type { AuditEntry, AuditFormModule } from '../../../shared/api/audit';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { PagedListPanel } from '../../components/paged-list-panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useKeysetPages } from '../../lib/use-keyset-pages';
import { auditChanges } from './audit-changes';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

const COLUMNS: DataColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', nowrap: true, value: (entry) => formatDateTime(entry.at) },
  { id: 'who', header: 'Who', value: (entry) => entry.username ?? entry.accountId ?? 'System' },
  { id: 'module', header: 'Module', value: (entry) => entry.module },
  { id: 'action', header: 'Action', value: (entry) => entry.action },
  {
    id: 'changes',
    header: 'Changes',
    cell: (entry) => {
      const lines = auditChanges(entry.detail);
      return lines.length ? (
        <Stack gap="0.5" fontSize="xs" maxW="md">
          {lines.map((line) => (
            <Text key={line} lineClamp={2} title={line}>
              {line}
            </Text>
          ))}
        </Stack>
      ) : null;
    },
  },
  {
    id: 'ip',
    header: 'IP address',
    value: (entry) => entry.ip ?? '—',
    cellProps: { fontFamily: 'mono', fontSize: 'xs' },
  },
];

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
            ? `Changes to these records in your organisation. Times are ${DISPLAY_ZONE_NAME}.`
            : `Sign-ins, password changes, record changes and settings changes in your organisation. Times are ${DISPLAY_ZONE_NAME}.`
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
        <DataTable rows={pages.items} columns={COLUMNS} rowKey={(entry) => entry.id} striped />
      </PagedListPanel>
    </>
  );
}
