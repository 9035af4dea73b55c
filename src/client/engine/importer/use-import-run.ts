import useSWR from 'swr';
import { isRunOver, type JobRun } from '../../../shared/api/jobs';
import { useCurrentAccount } from '../../lib/use-current-account';

const POLL_MS = 500;

/** A check or commit run, read every half second until it has ended; then `onEnd` is told. */
export function useImportRun(runId: string | null, onEnd: (run: JobRun) => void) {
  const account = useCurrentAccount();
  return useSWR<JobRun>(
    runId ? { path: `/api/jobs/${encodeURIComponent(runId)}`, scope: account.accountId } : null,
    {
      refreshInterval: (run) => (isRunOver(run) ? 0 : POLL_MS),
      onSuccess: (run) => {
        if (isRunOver(run)) onEnd(run);
      },
    },
  );
}
