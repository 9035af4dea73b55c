import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { TSchema } from 'typebox';
import { RecordForm } from '../../../../../renderers/theme';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { TypeboxValidator } from '../../../../../renderers/validation/typebox-validator';
import { BasisWidget } from '../../../../../renderers/widgets/basis-widget';
import { ChoiceWidget } from '../../../../../renderers/widgets/choice-widget';
import { DecimalWidget } from '../../../../../renderers/widgets/decimal-widget';
import { ListArrayTemplate } from './list-array-template';
import { PayrollFieldTemplate } from './payroll-field-template';
import { payrollUiSchema } from './payroll-ui-schema';
import { standingErrors, type ServerProblem } from './server-field-errors';

type Data = Record<string, unknown>;

const validator = new TypeboxValidator();
const widgets = { decimal: DecimalWidget, choice: ChoiceWidget, basis: BasisWidget };
const templates = { FieldTemplate: PayrollFieldTemplate, ArrayFieldTemplate: ListArrayTemplate };

interface PayrollFormProps {
  /** The `<form>`'s id, for a submit button outside it. */
  id: string;
  schema: TSchema;
  formData: Data;
  onChange: (data: Data) => void;
  onSubmit: (data: Data) => void;
  /** The server's last refusal, shown on its fields until they change. */
  problem: ServerProblem | null;
}

/**
 * A payroll schema (calculator inputs, a statutory table) as a form. The server is its one
 * validator, so its messages are the ones shown; the TypeBox validator only serves RJSF's
 * reading of the schema.
 */
export function PayrollForm({ id, schema, formData, problem, ...props }: PayrollFormProps) {
  const rjsfSchema = schema as unknown as RJSFSchema;
  const uiSchema = useMemo(() => payrollUiSchema(schema as unknown as JsonSchemaNode), [schema]);
  const extraErrors = useMemo(() => standingErrors(problem, formData), [problem, formData]);
  return (
    <RecordForm
      id={id}
      schema={rjsfSchema}
      uiSchema={uiSchema}
      widgets={widgets}
      templates={templates}
      formData={formData}
      validator={validator}
      noValidate
      showErrorList={false}
      extraErrors={extraErrors}
      onChange={(event) => props.onChange(event.formData ?? {})}
      onSubmit={(event) => props.onSubmit(event.formData ?? {})}
    />
  );
}
