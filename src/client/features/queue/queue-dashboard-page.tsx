import { useCan } from '../../lib/use-grants';
import { Box, Button, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import {
  JOB_KIND_LABELS,
  JOB_RUN_STATES,
  type JobRunState,
  type JobRunsResponse,
} from '../../../shared/api/jobs';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { NativeCheckbox } from '../../components/native-checkbox';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { PageHeader } from '../../components/page-header';
import { ProgressBar } from '../../components/progress-bar';
import { useCurrentAccount } from '../../lib/use-current-account';
import { NativeSelect } from '../../components/native-select';
import { queueKeys } from './api/queue-keys';
import { kindLabel, RunStateBadge, STATE_LABELS } from './run-labels';
import { runDuration } from './run-duration';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

const PAGE_SIZE = 25;
const POLL_MS = 3_000;

const COLUMNS: DataColumn<JobRunsResponse['items'][number]>[] = [
  {
    id: 'run',
    header: 'Run',
    cell: (run) => (
      <>
        <chakra.a asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={`/queue/${run.id}/view`}>{kindLabel(run.kind)}</RouterLink>
        </chakra.a>
        <Text fontSize="xs" color="fg.muted" maxW="64" truncate>
          {run.subject}
        </Text>
      </>
    ),
  },
  { id: 'state', header: 'State', cell: (run) => <RunStateBadge state={run.state} /> },
  { id: 'by', header: 'Started by', value: (run) => run.requestedByName || '—' },
  {
    id: 'progress',
    header: 'Progress',
    headerProps: { minW: '32' },
    cell: (run) =>
      run.state === 'running' ? (
        <ProgressBar
          label={`Progress of ${kindLabel(run.kind)}`}
          done={run.done}
          total={run.total}
        />
      ) : (
        <Text
          fontSize="sm"
          color={run.state === 'failed' ? 'fg.error' : 'fg.muted'}
          truncate
          maxW="56"
        >
          {run.state === 'failed' ? run.error : run.message}
        </Text>
      ),
  },
  {
    id: 'requested',
    header: 'Requested',
    nowrap: true,
    value: (run) => formatDateTime(run.requestedAt),
  },
  { id: 'duration', header: 'Duration', nowrap: true, value: (run) => runDuration(run) || '—' },
];

/** `/queue/ui-queue/dashboard`: background runs by state and kind; staff see everyone's. */
export function QueueDashboardPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const staff = can('jobs.readAll');
  const [state, setState] = useState<JobRunState | ''>('');
  const [kind, setKind] = useState('');
  const [mine, setMine] = useState(false);
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, mutate } = useSWR<JobRunsResponse>(
    queueKeys.list(account.accountId, {
      state: state || undefined,
      kind: kind || undefined,
      mine: staff ? mine : undefined,
      limit: PAGE_SIZE,
      offset,
    }),
    {
      keepPreviousData: true,
      refreshInterval: (latest) =>
        latest?.items.some((run) => run.state === 'queued' || run.state === 'running')
          ? POLL_MS
          : 0,
    },
  );
  const items = data?.items ?? [];
  const counts = data?.byState ?? {};
  const refilter = (apply: () => void) => {
    apply();
    setOffset(0);
  };

  return (
    <>
      <PageHeader
        title="Job queue"
        description={
          staff
            ? `Background runs of your organisation: payroll computations, reports, imports and more. Times are ${DISPLAY_ZONE_NAME}.`
            : `The background runs you started. Times are ${DISPLAY_ZONE_NAME}.`
        }
        actions={
          can('jobs.run') ? (
            <Button asChild size="sm">
              <RouterLink to="/queue/ui-queue/create-job">Start a job</RouterLink>
            </Button>
          ) : null
        }
      />
      <HStack gap="2" mb="4" wrap="wrap" role="group" aria-label="Runs by state">
        {[...['' as const], ...JOB_RUN_STATES].map((value) => {
          const count =
            value === ''
              ? Object.values(counts).reduce((sum, n) => sum + n, 0)
              : (counts[value] ?? 0);
          return (
            <Button
              key={value || 'all'}
              size="xs"
              variant={state === value ? 'solid' : 'outline'}
              aria-pressed={state === value}
              onClick={() => refilter(() => setState(value))}
            >
              {value === '' ? 'All' : STATE_LABELS[value].label} ({count})
            </Button>
          );
        })}
      </HStack>
      <Flex gap="4" mb="4" align="center" wrap="wrap">
        <Box maxW="xs" flex="1">
          <NativeSelect
            aria-label="Kind of run"
            value={kind}
            onChange={(event) => refilter(() => setKind(event.target.value))}
          >
            <option value="">Every kind</option>
            {Object.entries(JOB_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Box>
        {staff ? (
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            <NativeCheckbox
              checked={mine}
              onChange={(event) => refilter(() => setMine(event.target.checked))}
            />
            Only runs I started
          </chakra.label>
        ) : null}
      </Flex>
      <OffsetListPanel
        isLoading={isLoading && !data}
        failed={Boolean(error) && !data}
        loadErrorMessage="The runs could not be loaded."
        onRetry={() => void mutate()}
        empty={{
          icon: 'clock',
          title: 'No runs',
          description:
            'Payroll computations, report generation and imports appear here while they run and after.',
        }}
        pager={{
          offset,
          shown: items.length,
          total: data?.total ?? 0,
          pageSize: PAGE_SIZE,
          onChange: setOffset,
        }}
      >
        <DataTable rows={items} columns={COLUMNS} rowKey={(run) => run.id} scroll={false} />
      </OffsetListPanel>
    </>
  );
}
