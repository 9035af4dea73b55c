import { Box, Flex, Text } from '@chakra-ui/react';
import type { JobRun } from '../../../../shared/api/jobs';
import { FormAlert } from '../../../components/form-alert';

/** A computation run: its progress while it goes on, then how it ended. */
export function ComputeProgress({ run }: { run: JobRun }) {
  if (run.state === 'failed')
    return <FormAlert status="error">The computation failed: {run.error ?? run.message}</FormAlert>;
  if (run.state === 'succeeded')
    return (
      <FormAlert status="success">Computed: {run.message || 'the payslips are ready.'}</FormAlert>
    );
  const known = run.total > 0;
  return (
    <Box>
      <Box
        role="progressbar"
        aria-label="Computation progress"
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={known ? run.done : undefined}
        h="2"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box
          h="full"
          bg="brand.solid"
          w={known ? `${(run.done / run.total) * 100}%` : '100%'}
          opacity={known ? 1 : 0.4}
          transition="width 0.3s"
        />
      </Box>
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
