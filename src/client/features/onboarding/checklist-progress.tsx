import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { ChecklistSummary } from '../../../shared/api/onboarding';
import { ProgressBar } from '../../components/progress-bar';

/** Completed / In-Progress, and overdue when past its due date unfinished. */
export function ChecklistStatus({ summary }: { summary: ChecklistSummary }) {
  return (
    <Flex gap="1.5" wrap="wrap">
      <Badge colorPalette={summary.status === 'Completed' ? 'green' : 'blue'} variant="subtle">
        {summary.status === 'Completed' ? 'Completed' : 'In progress'}
      </Badge>
      {summary.overdue ? (
        <Badge colorPalette="red" variant="subtle">
          Overdue
        </Badge>
      ) : null}
    </Flex>
  );
}

/** How far the required part is, as a bar and in words, with the due date. */
export function ChecklistProgress({ summary }: { summary: ChecklistSummary }) {
  const { requiredDone, requiredTotal, done, total } = summary.progress;
  return (
    <Stack gap="1.5" minW="0">
      <ProgressBar
        label="Required sub-forms done"
        done={requiredDone}
        total={requiredTotal}
        color={summary.status === 'Completed' ? 'green.solid' : 'brand.solid'}
      />
      <Flex justify="space-between" gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text fontVariantNumeric="tabular-nums">
          {requiredDone} of {requiredTotal} required · {done} of {total} in all
        </Text>
        {summary.dueDate ? (
          <Text color={summary.overdue ? 'fg.error' : undefined}>
            Due {dayjs(summary.dueDate).format('MMM D, YYYY')}
          </Text>
        ) : null}
      </Flex>
    </Stack>
  );
}
