import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { isRunOver, type JobRun } from '../../../shared/api/jobs';
import { formatDateTime } from '../../../shared/format/date-time';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Panel } from '../../components/panel';
import { ProgressBar } from '../../components/progress-bar';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { queueKeys } from './api/queue-keys';
import { kindLabel, RunStateBadge } from './run-labels';
import { runDuration } from './run-duration';
import { RunResult } from './run-result';

const POLL_MS = 1_000;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box>{children || '—'}</Box>
    </Stack>
  );
}

/**
 * `/queue/:queueId/view` (its owner and staff: retry a failed run, cancel a queued one) and
 * `/queue/:queueId/view/non-owners` (the same run read-only, for someone who did not start it).
 */
export function QueueRunPage({ readOnly = false }: { readOnly?: boolean }) {
  const { queueId = '' } = useParams();
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const {
    data: run,
    error,
    isLoading,
    mutate,
  } = useSWR<JobRun>(queueKeys.run(account.accountId, queueId), {
    refreshInterval: (latest) => (isRunOver(latest) ? 0 : POLL_MS),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <PageSpinner />;
  if (!run)
    return (
      <LoadError
        message={messageOf(error, 'The run could not be loaded.')}
        onRetry={() => void mutate()}
      />
    );

  const act = async (action: 'retry' | 'cancel') => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await apiClient.post<JobRun>(`/api/jobs/${run.id}/${action}`, {});
      if (action === 'retry') void navigate(`/queue/${next.id}/view`);
      else await mutate(next, { revalidate: false });
    } catch (problem) {
      setFailure(
        messageOf(
          problem,
          `The run could not be ${action === 'retry' ? 'run again' : 'cancelled'}.`,
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  const canRetry = !readOnly && (run.state === 'failed' || run.state === 'cancelled');

  return (
    <>
      <PageHeader
        title={kindLabel(run.kind)}
        description={readOnly ? 'Read-only: started by someone else.' : `Run ${run.id}`}
        actions={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/queue/ui-queue/dashboard">All runs</RouterLink>
            </Button>
            {!readOnly && run.state === 'queued' ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={busy}
                onClick={() => void act('cancel')}
              >
                Cancel run
              </Button>
            ) : null}
            {canRetry ? (
              <Button
                size="sm"
                loading={busy}
                disabled={!run.retryable}
                title={
                  run.retryable ? undefined : 'This run did not keep what it was started with.'
                }
                onClick={() => void act('retry')}
              >
                Run again
              </Button>
            ) : null}
          </HStack>
        }
      />
      <Stack gap="4">
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        {!readOnly && run.state === 'running' ? (
          <Text fontSize="sm" color="fg.muted">
            A started run cannot be cancelled: its work is saved all at once when it ends, or not at
            all if it fails.
          </Text>
        ) : null}
        <Panel p="6">
          <Stack gap="6">
            <HStack gap="3">
              <RunStateBadge state={run.state} />
              <Text color="fg.muted">{run.message}</Text>
            </HStack>
            {run.state === 'running' || run.state === 'queued' ? (
              <ProgressBar label="Progress" done={run.done} total={run.total} />
            ) : null}
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="5">
              <Detail label="Subject">{run.subject}</Detail>
              <Detail label="Started by">{run.requestedByName}</Detail>
              <Detail label="Progress">{run.total > 0 ? `${run.done} of ${run.total}` : ''}</Detail>
              <Detail label="Requested">{formatDateTime(run.requestedAt)}</Detail>
              <Detail label="Started">{run.startedAt ? formatDateTime(run.startedAt) : ''}</Detail>
              <Detail label="Ended">{run.finishedAt ? formatDateTime(run.finishedAt) : ''}</Detail>
              <Detail label="Duration">{runDuration(run)}</Detail>
              {run.retryOf ? (
                <Detail label="Runs again">
                  <RouterLink to={`/queue/${run.retryOf}/view`}>the earlier run</RouterLink>
                </Detail>
              ) : null}
            </Grid>
            {run.error ? <FormAlert status="error">{run.error}</FormAlert> : null}
            {run.state === 'succeeded' ? <RunResult result={run.result} /> : null}
          </Stack>
        </Panel>
      </Stack>
    </>
  );
}
