import { useCan } from '../../../lib/use-grants';
import { Alert, Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  STATUTORY_TABLE_KINDS,
  type StatutoryTableKind,
} from '../../../../shared/api/payroll-tables';
import { todayAtWork } from '../../../../shared/timekeeping/time-labels';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { ResultToast, type ResultMessage } from '../../../components/result-toast';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { payrollKeys } from '../api/payroll-keys';
import type { StatutoryVersions } from '../api/payroll-requests';
import { STATUTORY_TABLE_LABELS } from '../payroll-labels';
import { AddVersionDialog } from './add-version-dialog';
import { KindTabs, tabIdOf } from './kind-tabs';
import { versionsOf } from './table-versions';
import { VersionCard } from './version-card';

const PANEL_ID = 'statutory-table-panel';

const isKind = (value: string | null): value is StatutoryTableKind =>
  STATUTORY_TABLE_KINDS.includes(value as StatutoryTableKind);

/** `/payroll/statutory-tables`: every version of every statutory table; admin and payroll add. */
export function StatutoryTablesPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: StatutoryTableKind = isKind(asked) ? asked : 'sss';
  const { data, error, isLoading, mutate } = useSWR<StatutoryVersions>(
    payrollKeys.tables(account.accountId),
  );
  const [adding, setAdding] = useState(false);
  const [toast, setToast] = useState<ResultMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), [setToast]);
  const canAdd = can('payroll.tables');
  const versions = versionsOf(data?.items ?? [], kind, todayAtWork());
  const label = STATUTORY_TABLE_LABELS[kind];

  return (
    <>
      <PageHeader
        title="Statutory tables"
        description="The contribution, tax and pay rates the payroll engine reads, each by the date it applies from."
      />
      <Alert.Root status="info" rounded="md" mb="6">
        <Alert.Indicator />
        <Alert.Description>
          Versions are never edited: a new version applies from its valid-from date until a later
          one, and payslips keep the version they were computed with.
          {canAdd ? null : ' Admins and payroll add versions; you can read them.'}
        </Alert.Description>
      </Alert.Root>
      <KindTabs value={kind} panelId={PANEL_ID} onChange={(next) => setParams({ kind: next })} />
      <Panel id={PANEL_ID} role="tabpanel" aria-labelledby={tabIdOf(kind)}>
        <Flex px="4" py="3" justify="space-between" align="center" gap="3">
          <Box>
            <Heading as="h2" size="md">
              {label}
            </Heading>
            {data ? (
              <Text fontSize="sm" color="fg.muted">
                {versions.length === 1 ? '1 version' : `${versions.length} versions`}, newest first
              </Text>
            ) : null}
          </Box>
          {canAdd && data ? (
            <Button size="sm" onClick={() => setAdding(true)}>
              Add version
            </Button>
          ) : null}
        </Flex>
        {isLoading ? (
          <TableSkeleton />
        ) : error || !data ? (
          <Box p="4">
            <LoadError
              message="The statutory tables could not be loaded."
              onRetry={() => void mutate()}
            />
          </Box>
        ) : versions.length === 0 ? (
          <EmptyState
            icon="list"
            title={`No ${label} table yet`}
            description="Payroll cannot compute with it until a version is added."
          />
        ) : (
          versions.map(({ version, status }) => (
            <VersionCard key={version.validFrom} kind={kind} version={version} status={status} />
          ))
        )}
      </Panel>
      {adding ? (
        <AddVersionDialog
          kind={kind}
          latest={versions[0]?.version}
          onClose={() => setAdding(false)}
          onAdded={(version) => {
            setAdding(false);
            void mutate();
            setToast({
              status: 'success',
              title: `${label} version added`,
              description: `It applies from ${version.validFrom}.`,
            });
          }}
        />
      ) : null}
      <ResultToast message={toast} onClose={closeToast} />
    </>
  );
}
