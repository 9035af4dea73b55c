import { Badge, Box, HStack, List, Text } from '@chakra-ui/react';
import type { FieldChange, RecordHistoryEntry } from '../../../shared/api/records';
import { formatDateTime } from '../../../shared/format/date-time';
import type { FieldInfo, JsonSchemaNode } from '../../../shared/forms/fields';
import { fieldLabel } from '../../../shared/forms/field-errors';
import { formatChangeValue } from './change-value';

const ACTION_WORDS: Record<RecordHistoryEntry['action'], string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  restored: 'Restored',
};

interface HistoryEntryProps {
  entry: RecordHistoryEntry;
  fields: Map<string, FieldInfo>;
  schema: JsonSchemaNode;
}

/** "Amount: ₱1,000.00 → ₱1,200.00"; whole top-level fields use their kind's format. */
function ChangeLine({
  change,
  fields,
  schema,
}: { change: FieldChange } & Omit<HistoryEntryProps, 'entry'>) {
  const segments = change.path.split('/').filter(Boolean);
  const field = segments.length === 1 ? fields.get(segments[0] ?? '') : undefined;
  return (
    <List.Item>
      <Text as="span" fontWeight="medium">
        {fieldLabel(change.path, schema)}:
      </Text>{' '}
      {formatChangeValue(field, change.before)} → {formatChangeValue(field, change.after)}
    </List.Item>
  );
}

/** One version of a record: who did what and when, and the fields that changed. */
export function HistoryEntry({ entry, fields, schema }: HistoryEntryProps) {
  return (
    <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Badge>{ACTION_WORDS[entry.action]}</Badge>
        <Text fontSize="sm">
          {`by ${entry.by ?? 'System'} on ${formatDateTime(entry.at)} (version ${entry.version})`}
          {entry.importBatchId ? `, import ${entry.importBatchId}` : ''}
        </Text>
      </HStack>
      {entry.changes.length > 0 ? (
        <List.Root fontSize="sm" mt="2" ps="5" gap="1">
          {entry.changes.map((change) => (
            <ChangeLine key={change.path} change={change} fields={fields} schema={schema} />
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}
