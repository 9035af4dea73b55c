import type { FieldTemplateProps } from '@rjsf/utils';
import { FieldTemplate } from '../../../../../renderers/templates/field-template';

/**
 * The record theme's field, with two changes for payroll schemas: a number-or-text union drawn
 * as one input keeps its label (RJSF hides the label of any field drawn by `ui:field`), and the
 * schema's description shows under the input as help (`ui:help`, see payrollUiSchema), so the
 * inputs of a row stay level.
 */
export function PayrollFieldTemplate(props: FieldTemplateProps) {
  const union = props.uiSchema?.['ui:fieldReplacesAnyOrOneOf'] === true;
  return (
    <FieldTemplate {...props} displayLabel={props.displayLabel || union} description={undefined} />
  );
}
