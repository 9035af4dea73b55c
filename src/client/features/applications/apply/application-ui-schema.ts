import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { LeaveBalance } from '../../../../shared/api/leave-credits';

/** The record engine's lookup form that changes of work schedule pick their template from. */
const SCHEDULE_TEMPLATE_FORM = 'schedule-template';

/**
 * The widgets of an apply form, by what each field of the details schema holds: the record
 * engine's widgets, plus the leave type choice when the employee's balances are known.
 */
export function applicationUiSchema(schema: RJSFSchema, balances: LeaveBalance[] | null): UiSchema {
  const ui: UiSchema = {};
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    if (typeof node !== 'object') continue;
    if (name === 'reason') ui[name] = { 'ui:widget': 'textarea' };
    else if (name === 'leaveType' && balances)
      ui[name] = { 'ui:widget': 'leaveType', 'ui:options': { balances } };
    else if (node.type === 'array') ui[name] = { 'ui:widget': 'files' };
    else if (node.type === 'integer' || node.type === 'number')
      ui[name] = { 'ui:widget': 'number' };
    else if (name === 'scheduleTemplate')
      ui[name] = { 'ui:widget': 'lookup', 'ui:options': { formId: SCHEDULE_TEMPLATE_FORM } };
    else if (node.pattern) ui[name] = { 'ui:placeholder': 'HH:MM' };
  }
  return ui;
}
