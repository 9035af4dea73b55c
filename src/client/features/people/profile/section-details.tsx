import { useMemo } from 'react';
import { RecordDetails } from '../../../../../renderers/record-details';
import type { EmployeeProfile } from '../../../../shared/api/employee-profile';
import type { FormDefinition } from '../../../../shared/forms/definition';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { openStoredFile } from '../../../engine/api/open-stored-file';
import { schemaWith } from './profile-sections';

interface SectionDetailsProps {
  profile: EmployeeProfile;
  names: string[];
}

/** Some of the master's fields, read-only, with the engine's own renderers. */
export function SectionDetails({ profile, names }: SectionDetailsProps) {
  const { definition, record } = profile;
  const shown = useMemo(
    () => ({
      schema: schemaWith(definition.schema as JsonSchemaNode, names) as FormDefinition['schema'],
      uiSchema: definition.uiSchema,
    }),
    [definition, names],
  );
  return <RecordDetails definition={shown} data={record.data} openFile={openStoredFile} />;
}
