import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { RosterGap, RosterSyncResult } from '../../../shared/api/pms-roster';
import { ConfirmDialog } from '../../components/alert-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { TableSkeleton } from '../../components/table-skeleton';
import { apiClient } from '../../lib/api-client';
import { messageOf, type ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';

const PATH = '/api/pms/roster/sync';
const ROSTER = '/pms/settings/employees';
const people = (count: number) => `${count} active employee${count === 1 ? '' : 's'}`;

/** `/pms/settings/users/sync`: adds the active employees the performance roster lacks. */
export function RosterSyncPage() {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<RosterGap, ApiError>({
    path: PATH,
    scope: accountId,
  });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const sync = async () => {
    setBusy(true);
    try {
      const { added } = await apiClient.post<RosterSyncResult>(PATH, {});
      setResult({ status: 'success', title: `Added ${people(added)} to the roster` });
      await mutate();
    } catch (failure) {
      setResult({ status: 'error', title: messageOf(failure, 'The roster could not be synced.') });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <PageHeader
        title="Sync the performance roster"
        description="Active employees of the employee master who are not yet in the performance roster."
        actions={
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={ROSTER}>Performance roster</RouterLink>
          </Button>
        }
      />
      {isLoading ? (
        <Panel>
          <TableSkeleton rows={2} />
        </Panel>
      ) : error || !data ? (
        <LoadError message="The roster could not be compared." onRetry={() => void mutate()} />
      ) : data.missing === 0 ? (
        <Panel>
          <EmptyState
            icon="list"
            title="The roster is complete"
            description="Every active employee is in the performance roster."
          />
        </Panel>
      ) : (
        <Panel p="5">
          <Stack gap="3" align="start">
            <Text fontSize="lg" fontWeight="semibold">
              {people(data.missing)} not in the roster
            </Text>
            <Text color="fg.muted">
              {data.sample.join('; ')}
              {data.missing > data.sample.length ? '; ...' : ''}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Each is added as appraised, rated by their manager in the employee master; give them a
              company, site and template in the roster before launching a schedule.
            </Text>
            <Button onClick={() => setAsking(true)}>Add them</Button>
          </Stack>
        </Panel>
      )}
      <ConfirmDialog
        open={asking}
        title="Add them to the roster?"
        loading={busy}
        onConfirm={() => void sync()}
        onCancel={() => setAsking(false)}
      >
        {data ? `${people(data.missing)} will be added to the performance roster.` : ''}
      </ConfirmDialog>
      <ResultToast message={result} onClose={() => setResult(null)} />
    </>
  );
}
