import type { FieldError } from '../../../shared/api/errors';
import type { FormDefinition } from '../../../shared/forms/definition';
import { editableStates } from '../../../shared/forms/workflow-states';
import { AppError } from '../../http/app-error';

type Data = Record<string, unknown>;

const joined = (states: readonly string[]) => states.join(' or ');
const titleOf = (definition: FormDefinition, field: string) =>
  String((definition.schema.properties?.[field] as { title?: string } | undefined)?.title ?? field);

/**
 * Holds a declared workflow's state on a plain save (a create, an edit, an import row): a new
 * record starts in the initial state, an edit keeps the state it has, and a record outside
 * its editable states is not edited at all. Only a transition moves the state. Fills the field
 * in `data` and answers what is wrong, named on the field.
 */
export function holdWorkflowState(
  definition: FormDefinition,
  data: Data,
  previous: Data,
): FieldError[] {
  const workflow = definition.workflow;
  if (!workflow) return [];
  const { field } = workflow;
  const path = `/${field}`;
  const title = titleOf(definition, field);
  const current = previous[field];
  const actions = workflow.transitions.map((transition) => transition.label).join(', ');
  if (typeof current !== 'string') {
    if (data[field] !== undefined && data[field] !== workflow.initial)
      return [
        {
          path,
          message: `${title} of a new ${definition.title.toLowerCase()} is ${workflow.initial}; it changes only through its actions (${actions})`,
        },
      ];
    data[field] = workflow.initial;
    return [];
  }
  const editable = editableStates(workflow);
  if (!editable.includes(current))
    return [
      {
        path,
        message: `A ${definition.title.toLowerCase()} that is ${current} cannot be edited (only when ${joined(editable)})`,
      },
    ];
  if (data[field] !== undefined && data[field] !== current)
    return [
      {
        path,
        message: `${title} changes only through its actions (${actions}), not by an edit: it stays ${current}`,
      },
    ];
  data[field] = current;
  return [];
}

/**
 * A record outside its workflow's editable states is not deleted either (409), nor one waiting
 * on an approver, though its approver may edit it there.
 */
export function assertDeletable(definition: FormDefinition, data: Data): void {
  const workflow = definition.workflow;
  if (!workflow) return;
  const state = data[workflow.field];
  const waiting = workflow.transitions.filter((t) => t.approval).map((t) => t.to);
  const editable = editableStates(workflow).filter((candidate) => !waiting.includes(candidate));
  if (typeof state === 'string' && !editable.includes(state))
    throw new AppError(
      'conflict',
      `A ${definition.title.toLowerCase()} that is ${state} cannot be deleted (only when ${joined(editable)}).`,
    );
}
