import { Flex, Stack, Text } from '@chakra-ui/react';
import type { JobRun } from '../../../shared/api/jobs';
import { ProgressBar } from '../../components/progress-bar';

/** A check or commit under way: its progress bar and what it is doing. */
export function ImportRunProgress({ run, label }: { run: JobRun | undefined; label: string }) {
  const done = run?.done ?? 0;
  const total = run?.total ?? 0;
  return (
    <Stack gap="1.5" aria-live="polite">
      <ProgressBar label={label} done={done} total={total} />
      <Flex justify="space-between" fontSize="sm" color="fg.muted" gap="3">
        <Text>{run?.message || (run?.state === 'running' ? label : 'Waiting to start')}</Text>
        {total > 0 ? (
          <Text fontVariantNumeric="tabular-nums">
            {done} of {total}
          </Text>
        ) : null}
      </Flex>
    </Stack>
  );
}
