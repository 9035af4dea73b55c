import { Grid } from '@chakra-ui/react';
import type { BuilderModel } from '../../../shared/forms/builder/builder-model';
import { MODULE_LABELS } from '../../../shared/forms/form-paths';
import { FormField } from '../../components/form-field';
import { NativeSelect } from '../../components/native-select';
import { SectionCard } from '../../components/section-card';
import { TextInput } from '../../components/text-input';

type About = Pick<BuilderModel, 'title' | 'pluralTitle' | 'formId' | 'module' | 'description'>;

const GROUPS = Object.entries(MODULE_LABELS).filter(([module]) => module !== 'onboarding');

/** The record type's names, its menu group and its formId (fixed once saved). */
export function AboutCard({
  about,
  formIdEditable,
  errors,
  onChange,
}: {
  about: About;
  formIdEditable: boolean;
  errors: Record<string, string>;
  onChange: (change: Partial<About>) => void;
}) {
  return (
    <SectionCard title="Record type" description="What it is called and where the menu lists it.">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Name of one record" required error={errors.title}>
          <TextInput
            value={about.title}
            maxLength={80}
            placeholder="Company vehicle"
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </FormField>
        <FormField label="Name of the list" error={errors.pluralTitle}>
          <TextInput
            value={about.pluralTitle}
            maxLength={80}
            placeholder="Company vehicles"
            onChange={(event) => onChange({ pluralTitle: event.target.value })}
          />
        </FormField>
        <FormField label="Menu group" error={errors.module}>
          <NativeSelect
            value={about.module}
            onChange={(event) => onChange({ module: event.target.value as BuilderModel['module'] })}
          >
            {GROUPS.map(([module, label]) => (
              <option key={module} value={module}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Form id"
          error={errors.formId ?? errors.route}
          helper={formIdEditable ? 'Starts with custom-; fixed once saved.' : 'Fixed.'}
        >
          <TextInput
            value={about.formId}
            maxLength={48}
            readOnly={!formIdEditable}
            fontFamily="mono"
            onChange={(event) => onChange({ formId: event.target.value.toLowerCase() })}
          />
        </FormField>
      </Grid>
      <Grid mt="4">
        <FormField label="Description" error={errors.description}>
          <TextInput
            value={about.description}
            maxLength={300}
            placeholder="One line shown under the list's title"
            onChange={(event) => onChange({ description: event.target.value })}
          />
        </FormField>
      </Grid>
    </SectionCard>
  );
}
