import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { RecordForm } from '../../../../renderers/theme';
import type { BuiltFormCheckResult } from '../../../shared/api/form-builder';
import type { FormResponse } from '../../../shared/api/records';
import { fieldsOf, type JsonSchemaNode } from '../../../shared/forms/fields';
import { applyRules, ruleErrors } from '../../../shared/forms/rules';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { addFieldErrors, humanizeFormErrors } from '../form/rjsf-errors';
import { useFormValidator } from '../form/use-form-validator';
import { useRecordFormContext } from '../form/use-record-form-context';
import { useRulesUiSchema } from '../form/use-rules';

type Data = Record<string, unknown>;
type Preview = NonNullable<BuiltFormCheckResult['preview']>;

/**
 * The form as people will fill it in, from the definition the server checked and its compiled
 * validator: typing runs the rules, "Try it" validates without saving anything.
 */
export function FormPreview({ preview }: { preview: Preview }) {
  const form = useMemo<FormResponse>(
    () => ({ ...preview, canWrite: true, canCreate: true }),
    [preview],
  );
  const { validator, error, retry } = useFormValidator(form);
  const { definition } = preview;
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const [state, setState] = useState(() => applyRules(definition, {}));
  const [tried, setTried] = useState<'valid' | 'invalid' | null>(null);
  const uiSchema = useRulesUiSchema(definition, state.hidden);
  const formContext = useRecordFormContext(fields);
  if (error) return <LoadError message="The preview could not be loaded." onRetry={retry} />;
  if (!validator) return <PageSpinner />;
  return (
    <Stack gap="3">
      {tried === 'valid' ? (
        <FormAlert status="success">
          This record would be saved. (Nothing is saved from the preview.)
        </FormAlert>
      ) : null}
      {tried === 'invalid' ? (
        <Text color="fg.error" fontSize="sm">
          These answers would be refused: see the fields marked.
        </Text>
      ) : null}
      <RecordForm
        schema={definition.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={state.data}
        validator={validator}
        formContext={formContext}
        noHtml5Validate
        showErrorList={false}
        liveValidate={tried ? 'onChange' : undefined}
        customValidate={(data, errors) =>
          addFieldErrors(errors, ruleErrors(definition, (data ?? {}) as Data))
        }
        transformErrors={(errors) =>
          humanizeFormErrors(errors, definition.schema as JsonSchemaNode)
        }
        onChange={(event) => setState(applyRules(definition, (event.formData ?? {}) as Data))}
        onError={() => setTried('invalid')}
        onSubmit={() => setTried('valid')}
      >
        <HStack justify="flex-end" mt="4">
          <Button type="submit" variant="outline">
            Try it
          </Button>
        </HStack>
      </RecordForm>
    </Stack>
  );
}
