import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import type { DistributionResult } from '../../../../shared/api/payslip-documents';
import { ConfirmDialog } from '../../../components/alert-dialog';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-error';
import { registerRequests } from '../api/register-requests';
import { ComputeProgress } from './compute-progress';
import { useJobRun } from './use-job-run';

const mailed = ({ queued, skipped }: DistributionResult) =>
  [
    `${queued} ${queued === 1 ? 'mail' : 'mails'} queued.`,
    skipped.length > 0
      ? `${skipped.length} not sent (${skipped.map((item) => item.employeeNumber).join(', ')}): no e-mail address.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

/** Mails each payslip of a released cut-off to its employee, after a confirmation. */
export function DistributePayslips({ cutoff }: { cutoff: Cutoff }) {
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { data: run } = useJobRun(runId);
  const running = run !== undefined && (run.state === 'queued' || run.state === 'running');

  const distribute = async () => {
    setStarting(true);
    setMessage(null);
    try {
      setRunId((await registerRequests.distribute(cutoff.id)).runId);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setMessage(error.message);
    } finally {
      setStarting(false);
      setConfirming(false);
    }
  };

  return (
    <Stack gap="3" align="start">
      <Button
        variant="outline"
        loading={running}
        loadingText="Mailing"
        disabled={cutoff.payslips === 0}
        onClick={() => setConfirming(true)}
      >
        Distribute payslips
      </Button>
      {message ? <FormAlert status="error">{message}</FormAlert> : null}
      {run?.state === 'succeeded' ? (
        <FormAlert status="success">{mailed(run.result as DistributionResult)}</FormAlert>
      ) : run?.state === 'failed' ? (
        <FormAlert status="error">The mailing failed: {run.error ?? run.message}</FormAlert>
      ) : run ? (
        <ComputeProgress run={run} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Mail the payslips?"
        confirmLabel="Distribute"
        cancelLabel="Cancel"
        loading={starting}
        onConfirm={() => void distribute()}
        onCancel={() => setConfirming(false)}
      >
        Each of the {cutoff.payslips} employees is mailed their payslip as a PDF, at the address on
        their employee record or account.
      </ConfirmDialog>
    </Stack>
  );
}
