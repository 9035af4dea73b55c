import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { RecordHistoryEntry } from '../../../shared/api/records';
import { formatDateTime } from '../../../shared/format/date-time';
import { SectionCard } from '../../components/section-card';
import { useRecordHistory } from '../api/use-record-history';

interface StateChange {
  version: number;
  from: string | null;
  to: string;
  by: string | null;
  at: string;
}

/** The record's moves between states, newest first, read from its history. */
function stateChanges(entries: readonly RecordHistoryEntry[], field: string): StateChange[] {
  return entries.flatMap((entry) => {
    const change = entry.changes.find((candidate) => candidate.path === `/${field}`);
    if (!change || typeof change.after !== 'string') return [];
    const from = typeof change.before === 'string' ? change.before : null;
    return [{ version: entry.version, from, to: change.after, by: entry.by, at: entry.at }];
  });
}

/** The current state as a badge and how the record got there. */
export function WorkflowStatePanel({
  recordId,
  field,
  state,
}: {
  recordId: string;
  field: string;
  state: string;
}) {
  const { entries } = useRecordHistory(recordId);
  const changes = stateChanges(entries ?? [], field);
  return (
    <SectionCard title="Status">
      <HStack gap="2" mb={changes.length > 0 ? '3' : '0'}>
        <Text fontSize="sm">Now</Text>
        <Badge colorPalette="brand" size="lg">
          {state}
        </Badge>
      </HStack>
      {changes.length > 0 ? (
        <Box as="ol" listStyleType="none" fontSize="sm">
          {changes.map((change) => (
            <Box as="li" key={change.version} py="1.5" borderTopWidth="1px">
              {change.from ? `${change.from} → ${change.to}` : `Started as ${change.to}`}
              <Text as="span" color="fg.muted">
                {` by ${change.by ?? 'System'} on ${formatDateTime(change.at)}`}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
