import { Box, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FieldInfo, JsonSchemaNode } from '../../../shared/forms/fields';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { TableSkeleton } from '../../components/table-skeleton';
import { useRecordHistory } from '../api/use-record-history';
import { HistoryEntry } from './history-entry';

interface RecordHistoryPanelProps {
  recordId: string;
  fields: FieldInfo[];
  schema: JsonSchemaNode;
}

/** Every saved version of a record, with field-level changes. */
export function RecordHistoryPanel({ recordId, fields, schema }: RecordHistoryPanelProps) {
  const { entries, error, isLoading, retry } = useRecordHistory(recordId);
  const byName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);

  let body;
  if (isLoading) body = <TableSkeleton rows={3} />;
  else if (error) body = <LoadError message="The history could not be loaded." onRetry={retry} />;
  else if (!entries || entries.length === 0) body = <Text color="fg.muted">No history yet.</Text>;
  else {
    body = (
      <Box as="ol" listStyleType="none">
        {entries.map((entry) => (
          <HistoryEntry key={entry.version} entry={entry} fields={byName} schema={schema} />
        ))}
      </Box>
    );
  }
  return <SectionCard title="History">{body}</SectionCard>;
}
