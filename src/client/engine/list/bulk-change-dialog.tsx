import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FilterValue } from '../../../shared/api/records';
import type { FieldInfo } from '../../../shared/forms/fields';
import { FormDialog } from '../../components/form-dialog';
import { apiClient } from '../../lib/api-client';
import { FilterSelect, ListFilters } from './list-filters';

/** Fields one value suits for many records: a choice, a listed text, yes or no. */
export const changeableInBulk = (fields: FieldInfo[]) =>
  fields.filter(
    (field) =>
      field.kind === 'enum' ||
      field.kind === 'boolean' ||
      (field.kind === 'text' && field.lookupFormId),
  );

interface BulkChangeDialogProps {
  formId: string;
  ids: string[];
  /** What each picked record is called, for the title ("3 employees"). */
  noun: string;
  fields: FieldInfo[];
  onClose: () => void;
  onDone: (field: FieldInfo, value: FilterValue) => void;
}

/** Sets one field to one value on the picked records, each saved as an edit, all or none. */
export function BulkChangeDialog({
  formId,
  ids,
  noun,
  fields,
  onClose,
  onDone,
}: BulkChangeDialogProps) {
  const [fieldName, setFieldName] = useState(fields[0]?.name ?? '');
  const [value, setValue] = useState<FilterValue | undefined>(undefined);
  const field = fields.find((each) => each.name === fieldName);
  return (
    <FormDialog
      title={`Change ${ids.length} ${noun}`}
      submitLabel="Change"
      busyLabel="Changing"
      submitDisabled={!field || value === undefined}
      onClose={onClose}
      onSubmit={async () => {
        if (!field || value === undefined) return;
        await apiClient.post('/api/records/update-field', {
          form_id: formId,
          ids,
          field: field.name,
          value,
        });
        onDone(field, value);
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        Each record is saved as an edit, with its history; if one cannot take the value, none
        changes.
      </Text>
      <Stack gap="3">
        <FilterSelect
          aria-label="Field"
          value={fieldName}
          onChange={(event) => {
            setFieldName(event.target.value);
            setValue(undefined);
          }}
        >
          {fields.map((each) => (
            <option key={each.name} value={each.name}>
              {each.title}
            </option>
          ))}
        </FilterSelect>
        {field ? (
          <ListFilters
            key={field.name}
            fields={[field]}
            filter={value === undefined ? {} : { [field.name]: value }}
            onChange={(_name, next) => setValue(next)}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
