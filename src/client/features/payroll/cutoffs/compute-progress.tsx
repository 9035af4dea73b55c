import { Box, Flex, Text } from '@chakra-ui/react';
import type { JobRun } from '../../../../shared/api/jobs';
import { FormAlert } from '../../../components/form-alert';
import { ProgressBar } from '../../../components/progress-bar';

/**
 * What a finished computation made, from its result (`{ payslips }`); its message is only the
 * last step it reported ("Saving payslips").
 */
function computedText(result: unknown): string {
  const payslips = (result as { payslips?: unknown } | null)?.payslips;
  if (typeof payslips !== 'number') return 'Computed: the payslips are ready.';
  return `Computed: ${payslips === 1 ? '1 payslip is' : `${payslips} payslips are`} ready.`;
}

/** A computation run: its progress while it goes on, then how it ended. */
export function ComputeProgress({ run }: { run: JobRun }) {
  if (run.state === 'failed')
    return <FormAlert status="error">The computation failed: {run.error ?? run.message}</FormAlert>;
  if (run.state === 'succeeded')
    return <FormAlert status="success">{computedText(run.result)}</FormAlert>;
  const known = run.total > 0;
  return (
    <Box>
      <ProgressBar label="Computation progress" done={run.done} total={run.total} />
      <Flex justify="space-between" mt="1.5" fontSize="sm" color="fg.muted" gap="3">
        <Text>{run.message || (run.state === 'queued' ? 'Waiting to start' : 'Computing')}</Text>
        {known ? (
          <Text fontVariantNumeric="tabular-nums">
            {run.done} of {run.total}
          </Text>
        ) : null}
      </Flex>
    </Box>
  );
}
