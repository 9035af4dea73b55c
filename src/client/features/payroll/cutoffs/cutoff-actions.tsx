import { Button, Flex, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-error';
import { registerRequests } from '../api/register-requests';
import { ComputeProgress } from './compute-progress';
import { DistributePayslips } from './distribute-payslips';
import { useJobRun } from './use-job-run';

interface CutoffActionsProps {
  cutoff: Cutoff;
  /** What the person may do here: their permissions, and the release button's switch. */
  may: { compute: boolean; release: boolean; distribute: boolean };
  /** The cut-off changed (computed or released): read it and its payslips again. Stable. */
  onChanged: () => void;
}

/** Compute (or re-compute) with its progress, release after a confirmation, then mail. */
export function CutoffActions({ cutoff, may, onChanged }: CutoffActionsProps) {
  const [runId, setRunId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const { data: run } = useJobRun(runId);
  const running = run !== undefined && (run.state === 'queued' || run.state === 'running');

  const ended = run && !running ? `${run.id}:${run.state}` : null;

  // Once a run ends the cut-off's totals and payslips are new.
  useEffect(() => {
    if (ended) onChanged();
  }, [ended, onChanged]);

  const compute = async () => {
    setStarting(true);
    setMessage(null);
    try {
      setRunId((await registerRequests.compute(cutoff.id)).runId);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setMessage(error.message);
    } finally {
      setStarting(false);
    }
  };

  const release = async () => {
    setReleasing(true);
    try {
      await registerRequests.release(cutoff.id);
      setMessage(null);
      onChanged();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setMessage(error.message);
    } finally {
      setReleasing(false);
      setConfirming(false);
    }
  };

  if (cutoff.status === 'Released')
    return may.distribute ? <DistributePayslips cutoff={cutoff} /> : null;
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap">
        {may.compute ? (
          <Button
            loading={starting || running}
            loadingText="Computing"
            onClick={() => void compute()}
          >
            {cutoff.status === 'Draft' ? 'Compute' : 'Re-compute'}
          </Button>
        ) : null}
        {may.release && cutoff.status === 'Computed' ? (
          <Button variant="outline" disabled={running} onClick={() => setConfirming(true)}>
            Release
          </Button>
        ) : null}
      </Flex>
      {message ? <FormAlert status="error">{message}</FormAlert> : null}
      {run ? <ComputeProgress run={run} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Release this cut-off?"
        confirmLabel="Release"
        cancelLabel="Cancel"
        loading={releasing}
        onConfirm={() => void release()}
        onCancel={() => setConfirming(false)}
      >
        Employees see their payslips once released, and they can no longer be re-computed or
        changed.
      </ConfirmDialog>
    </Stack>
  );
}
