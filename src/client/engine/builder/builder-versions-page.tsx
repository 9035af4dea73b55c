import { Button, HStack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { BuiltVersionSummary } from '../../../shared/api/form-builder';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { TableSkeleton } from '../../components/table-skeleton';
import { messageOf, type ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { templatePath } from './builder-paths';
import { builderKeys, builderRequests } from './builder-requests';

const versionColumns = (
  formId: string,
  current: number | undefined,
): DataColumn<BuiltVersionSummary>[] => [
  {
    id: 'version',
    header: 'Version',
    cellProps: { fontWeight: 'medium' },
    cell: (item) => (
      <>
        {`v${item.version}`}
        {item.version === current ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (current)
          </Text>
        ) : null}
      </>
    ),
  },
  {
    id: 'saved',
    header: 'Saved',
    value: (item) => `${formatDateTime(item.savedAt)}${item.savedBy ? ` by ${item.savedBy}` : ''}`,
  },
  { id: 'changes', header: 'What changed', value: (item) => item.note ?? '—' },
  {
    id: 'actions',
    header: null,
    cell: (item) => (
      <HStack gap="2" justify="flex-end">
        {item.version === current ? null : (
          <Button asChild size="xs" variant="outline">
            <Link to={templatePath(formId, item.version)}>{`Restore v${item.version}`}</Link>
          </Button>
        )}
        <DownloadButton
          size="xs"
          variant="ghost"
          fileName={`${formId}.json`}
          fetchFile={() => builderRequests.exportFile(formId, item.version)}
        >
          {`Export v${item.version}`}
        </DownloadButton>
      </HStack>
    ),
  },
];

/** `/rtb/versions/:formId`: every saved version of a record type: export one, or restore it. */
export function BuilderVersionsPage() {
  const { recordId: formId = '' } = useParams();
  const { accountId } = useCurrentAccount();
  const { data, error, mutate } = useSWR<{ items: BuiltVersionSummary[] }, ApiError>(
    builderKeys.versions(formId, accountId),
  );
  const current = data?.items[0]?.version;
  let body;
  if (error)
    body = (
      <LoadError
        message={messageOf(error, 'The versions could not be loaded.')}
        onRetry={() => void mutate()}
      />
    );
  else if (!data) body = <TableSkeleton />;
  else
    body = (
      <DataTable
        rows={data.items}
        columns={versionColumns(formId, current)}
        rowKey={(item) => String(item.version)}
        scroll={false}
      />
    );
  return (
    <>
      <PageHeader
        title="Versions"
        description={formId}
        actions={
          <Button asChild variant="outline">
            <Link to={templatePath(formId)}>Back to the builder</Link>
          </Button>
        }
      />
      <SectionCard
        title="Saved versions"
        description="Newest first. Restoring opens a version in the builder; saving it makes it the next version."
      >
        {body}
      </SectionCard>
    </>
  );
}
