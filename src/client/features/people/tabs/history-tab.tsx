import { useMemo } from 'react';
import type { EmployeeProfile } from '../../../../shared/api/employee-profile';
import type { FormDefinition } from '../../../../shared/forms/definition';
import { fieldsOf, type JsonSchemaNode } from '../../../../shared/forms/fields';
import { RecordHistoryPanel } from '../../../engine/history/record-history-panel';

/** Every saved version of the master record, with the engine's field-level changes. */
export function HistoryTab({ profile }: { profile: EmployeeProfile }) {
  const { definition, record } = profile;
  const fields = useMemo(
    () => fieldsOf(definition as Pick<FormDefinition, 'schema' | 'uiSchema'>),
    [definition],
  );
  return (
    <RecordHistoryPanel
      recordId={record.id}
      fields={fields}
      schema={definition.schema as JsonSchemaNode}
    />
  );
}
