import useSWR from 'swr';
import { isRunOver, type JobRun } from '../../../../shared/api/jobs';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';

const POLL_MS = 500;

/** A background run, read every half second until it has succeeded or failed. */
export function useJobRun(runId: string | null) {
  const account = useCurrentAccount();
  return useSWR<JobRun>(runId ? registerKeys.job(account.accountId, runId) : null, {
    refreshInterval: (run) => (isRunOver(run) ? 0 : POLL_MS),
  });
}
