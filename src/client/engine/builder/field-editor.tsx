import { chakra, Grid, HStack, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useControlStyles } from '../../../../renderers/inputs/use-control-styles';
import {
  BUILDER_KINDS,
  KIND_INFO,
  type BuilderField,
} from '../../../shared/forms/builder/builder-kinds';
import { fieldNameOf } from '../../../shared/forms/builder/builder-model';
import { FormField } from '../../components/form-field';
import { NativeCheckbox } from '../../components/native-checkbox';
import { NativeSelect } from '../../components/native-select';
import { TextInput } from '../../components/text-input';

interface FieldEditorProps {
  field: BuilderField;
  /** Records may already use a saved field's key: only a new one's can change. */
  keyEditable: boolean;
  /** The other fields' keys: a new field's key follows its label, unlike theirs. */
  taken: ReadonlySet<string>;
  /** Record types a link may point at. */
  targets: { formId: string; title: string }[];
  errors: Record<string, string>;
  onChange: (field: BuilderField) => void;
}

const CHOICES = new Set(['enum', 'radio', 'multiselect']);
const TEXTS = new Set(['text', 'textarea']);

/** A number box whose empty value is "no limit". */
function LimitInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <FormField label={label}>
      <TextInput
        inputMode="decimal"
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = Number(text);
          if (text === '') onChange(undefined);
          else if (Number.isFinite(number)) onChange(number);
        }}
      />
    </FormField>
  );
}

/** The settings of one field: label, key, type, whether required, help and its type's own. */
export function FieldEditor(props: FieldEditorProps) {
  const { field, keyEditable, taken, targets, errors, onChange } = props;
  const set = (change: Partial<BuilderField>) => onChange({ ...field, ...change });
  // Until someone types a key, a new field's key is made from its label.
  const keyFollows = keyEditable && field.name === fieldNameOf(field.title, taken);
  const setTitle = (title: string) =>
    set(keyFollows ? { title, name: fieldNameOf(title, taken) } : { title });
  const optionsId = useId();
  const textareaCss = useControlStyles(false);
  return (
    <Stack gap="4" p="4" bg="bg.subtle" rounded="md">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Label" required error={errors.title}>
          <TextInput
            value={field.title}
            maxLength={80}
            onChange={(event) => setTitle(event.target.value)}
          />
        </FormField>
        <FormField
          label="Key"
          error={errors.name}
          helper={keyEditable ? 'How exports and the API name it.' : 'Fixed: records use it.'}
        >
          <TextInput
            value={field.name}
            maxLength={40}
            readOnly={!keyEditable}
            onChange={(event) => set({ name: event.target.value.replace(/[^A-Za-z0-9]/g, '') })}
          />
        </FormField>
        <FormField label="Type">
          <NativeSelect
            value={field.kind}
            onChange={(event) => set({ kind: event.target.value as BuilderField['kind'] })}
          >
            {BUILDER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_INFO[kind].label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Help text">
          <TextInput
            value={field.help ?? ''}
            maxLength={200}
            onChange={(event) => set({ help: event.target.value || undefined })}
          />
        </FormField>
      </Grid>
      {CHOICES.has(field.kind) ? (
        <Stack gap="1.5">
          <chakra.label htmlFor={optionsId} fontSize="sm" fontWeight="medium">
            Choices, one per line
          </chakra.label>
          <chakra.textarea
            id={optionsId}
            css={textareaCss}
            h="auto"
            py="2"
            rows={4}
            value={(field.options ?? []).join('\n')}
            onChange={(event) => set({ options: event.target.value.split('\n') })}
          />
          {errors.options ? (
            <chakra.p fontSize="sm" color="fg.error">
              {errors.options}
            </chakra.p>
          ) : null}
        </Stack>
      ) : null}
      {field.kind === 'lookup' ? (
        <FormField label="Links to" error={errors.formId}>
          <NativeSelect
            value={field.formId ?? ''}
            onChange={(event) => set({ formId: event.target.value })}
          >
            <option value="" disabled>
              Choose a record type
            </option>
            {targets.map((target) => (
              <option key={target.formId} value={target.formId}>
                {target.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      {TEXTS.has(field.kind) ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <LimitInput
            label="At most (characters)"
            value={field.maxLength}
            onChange={(maxLength) => set({ maxLength })}
          />
        </Grid>
      ) : null}
      {field.kind === 'number' ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <LimitInput
            label="Smallest"
            value={field.minimum}
            onChange={(minimum) => set({ minimum })}
          />
          <LimitInput
            label="Largest"
            value={field.maximum}
            onChange={(maximum) => set({ maximum })}
          />
        </Grid>
      ) : null}
      <HStack as="label" gap="2" fontSize="sm" cursor="pointer" w="fit-content">
        <NativeCheckbox
          checked={field.required}
          onChange={(event) => set({ required: event.target.checked })}
        />
        Required
      </HStack>
    </Stack>
  );
}
