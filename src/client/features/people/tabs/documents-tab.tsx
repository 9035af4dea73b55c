import { useMemo } from 'react';
import type { EmployeeProfile } from '../../../../shared/api/employee-profile';
import type { FormDefinition } from '../../../../shared/forms/definition';
import { fieldsOf } from '../../../../shared/forms/fields';
import { EmptyState } from '../../../components/empty-state';
import { SectionDetails } from '../profile/section-details';

const ATTACHMENT_KINDS = new Set(['file', 'files']);
const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** The attachments the master record holds, whatever fields the definition keeps them in. */
export function DocumentsTab({ profile }: { profile: EmployeeProfile }) {
  const { definition, record } = profile;
  const names = useMemo(
    () =>
      fieldsOf(definition as Pick<FormDefinition, 'schema' | 'uiSchema'>)
        .filter((field) => ATTACHMENT_KINDS.has(field.kind) && isFilled(record.data[field.name]))
        .map((field) => field.name),
    [definition, record.data],
  );
  if (names.length === 0)
    return (
      <EmptyState
        icon="list"
        title="No documents"
        description="Files attached to the employee record appear here."
      />
    );
  return <SectionDetails profile={profile} names={names} />;
}
