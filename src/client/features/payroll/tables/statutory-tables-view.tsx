import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import {
  STATUTORY_TABLE_KINDS,
  type AddStatutoryVersionRequest,
  type StatutoryTableKind,
} from '../../../../shared/api/payroll-tables';
import { todayAtWork } from '../../../../shared/timekeeping/time-labels';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { ResultToast, type ResultMessage } from '../../../components/result-toast';
import { TableSkeleton } from '../../../components/table-skeleton';
import type { StatutoryVersion, StatutoryVersions } from '../api/payroll-requests';
import { STATUTORY_TABLE_LABELS } from '../payroll-labels';
import { AddVersionDialog } from './add-version-dialog';
import { KindTabs, tabIdOf } from './kind-tabs';
import { versionsOf } from './table-versions';
import { VersionCard } from './version-card';

const PANEL_ID = 'statutory-table-panel';

const isKind = (value: string | null): value is StatutoryTableKind =>
  STATUTORY_TABLE_KINDS.includes(value as StatutoryTableKind);

interface StatutoryTablesViewProps {
  tables: Pick<SWRResponse<StatutoryVersions>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  /** Whether this reader adds versions of the kind, and where they go. */
  canAdd: (kind: StatutoryTableKind) => boolean;
  add: (request: AddStatutoryVersionRequest) => Promise<StatutoryVersion>;
  /** Shown under the tabs' heading: who adds versions of this kind, when this reader cannot. */
  noteOf?: (kind: StatutoryTableKind) => ReactNode;
}

/**
 * Every version of every statutory table by kind (the kind in `?kind=`), newest first, and the
 * dialog that adds one: the organisation's page and the platform console's show the same.
 */
export function StatutoryTablesView({ tables, canAdd, add, noteOf }: StatutoryTablesViewProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: StatutoryTableKind = isKind(asked) ? asked : 'sss';
  const { data, error, isLoading, mutate } = tables;
  const [adding, setAdding] = useState(false);
  const [toast, setToast] = useState<ResultMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), [setToast]);
  const versions = versionsOf(data?.items ?? [], kind, todayAtWork());
  const label = STATUTORY_TABLE_LABELS[kind];
  const note = noteOf?.(kind);

  return (
    <>
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
            {note ? (
              <Text fontSize="sm" color="fg.muted">
                {note}
              </Text>
            ) : null}
          </Box>
          {canAdd(kind) && data ? (
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
          add={add}
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
