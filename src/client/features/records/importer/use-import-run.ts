import useSWR from 'swr';
import type { JobRun } from '../../../../shared/api/jobs';
import { useCurrentAccount } from '../../../lib/use-current-account';

const POLL_MS = 500;

const isOver = (run: JobRun | undefined) => run?.state === 'succeeded' || run?.state === 'failed';

/** A check or commit run, read every half second until it has ended; then `onEnd` is told. */
export function useImportRun(runId: string | null, onEnd: (run: JobRun) => void) {
  const account = useCurrentAccount();
  return useSWR<JobRun>(
    runId ? { path: `/api/jobs/${encodeURIComponent(runId)}`, scope: account.accountId } : null,
    {
      refreshInterval: (run) => (isOver(run) ? 0 : POLL_MS),
      onSuccess: (run) => {
        if (isOver(run)) onEnd(run);
      },
    },
  );
}
