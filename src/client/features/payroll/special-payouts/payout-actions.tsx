import { Button, Flex, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SpecialPayout } from '../../../../shared/api/special-payouts';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-error';
import { ComputeProgress } from '../cutoffs/compute-progress';
import { useJobRun } from '../cutoffs/use-job-run';
import { specialPayoutPaths } from '../payroll-paths';
import { payoutRequests } from './payout-api';
import { useCan } from '../../../lib/use-grants';

interface PayoutActionsProps {
  payout: SpecialPayout;
  /** The payout changed (computed or released): read it and its payslips again. Stable. */
  onChanged: () => void;
}

type Confirming = 'release' | 'delete' | null;

/** Compute (or recompute) with its progress, release or delete after a confirmation. */
export function PayoutActions({ payout, onChanged }: PayoutActionsProps) {
  const can = useCan();
  const navigate = useNavigate();
  const [runId, setRunId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const { data: run } = useJobRun(runId);
  const running = run !== undefined && (run.state === 'queued' || run.state === 'running');
  const ended = run && !running ? `${run.id}:${run.state}` : null;

  useEffect(() => {
    if (ended) onChanged();
  }, [ended, onChanged]);

  const attempt = async (action: () => Promise<void>) => {
    setMessage(null);
    try {
      await action();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setMessage(error.message);
    }
  };

  const compute = () =>
    attempt(async () => {
      setStarting(true);
      try {
        setRunId((await payoutRequests.compute(payout.id)).runId);
      } finally {
        setStarting(false);
      }
    });

  const confirmed = () =>
    attempt(async () => {
      setBusy(true);
      try {
        if (confirming === 'delete') {
          await payoutRequests.remove(payout.id);
          void navigate(specialPayoutPaths.list);
        } else {
          await payoutRequests.release(payout.id);
          onChanged();
        }
      } finally {
        setBusy(false);
        setConfirming(null);
      }
    });

  if (payout.status === 'Released') return null;
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap">
        {/* A last pay is computed on its own page, from the inputs payroll reviewed. */}
        {payout.kind === 'final_pay' || !can('payroll.compute') ? null : (
          <Button
            loading={starting || running}
            loadingText="Computing"
            onClick={() => void compute()}
          >
            {payout.status === 'Draft' ? 'Compute' : 'Recompute'}
          </Button>
        )}
        {payout.status === 'Computed' && can('payroll.release') ? (
          <Button variant="outline" disabled={running} onClick={() => setConfirming('release')}>
            Release
          </Button>
        ) : null}
        {can('payroll.compute') ? (
          <Button
            variant="outline"
            colorPalette="red"
            disabled={running}
            onClick={() => setConfirming('delete')}
          >
            Delete
          </Button>
        ) : null}
      </Flex>
      {message ? <FormAlert status="error">{message}</FormAlert> : null}
      {run ? <ComputeProgress run={run} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete this payout?' : 'Release this payout?'}
        confirmLabel={confirming === 'delete' ? 'Delete' : 'Release'}
        cancelLabel="Cancel"
        destructive={confirming === 'delete'}
        loading={busy}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'delete'
          ? 'The payout and its payslips are removed. This cannot be undone.'
          : 'Employees see their payslips once released; the payout can then no longer be recomputed or deleted, and it counts as paid for the year.'}
      </ConfirmDialog>
    </Stack>
  );
}
