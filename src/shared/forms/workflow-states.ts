import { holds, type Grants } from '../access/grants';
import type { FormDefinition } from './definition';
import type { Workflow, WorkflowTransition } from './definition-workflow';

/** The states in which a record may be edited or deleted: `editableIn`, else the initial one. */
export const editableStates = (workflow: Workflow): readonly string[] =>
  workflow.editableIn ?? [workflow.initial];

/** The roles that may take a transition: its own, else the form's writers. */
export const transitionRoles = (
  transition: WorkflowTransition,
  access: FormDefinition['access'],
): readonly string[] => transition.roles ?? access.write;

/** The permission to move a form's records to a state; its built-in holders are `transitionRoles`. */
export const movePermission = (formId: string, to: string) => `form:${formId}:move:${to}`;

/**
 * Whether someone (`own`: whom the record names) may take a transition. A record naming the
 * caller gives them only what its `own` party may take, whatever their roles: HR does not lock
 * or calibrate their own appraisal.
 */
export const mayTake = (
  transition: WorkflowTransition,
  definition: Pick<FormDefinition, 'formId' | 'access'>,
  grants: Grants,
  own: boolean,
) => {
  const roles = transitionRoles(transition, definition.access);
  if (own) return roles.includes('*') || roles.includes('own');
  return holds(grants, movePermission(definition.formId, transition.to), roles);
};

/** The transitions a record in `state` offers someone (`own`: whom it names) now. */
export function availableTransitions(
  definition: Pick<FormDefinition, 'formId' | 'workflow' | 'access'>,
  state: unknown,
  grants: Grants,
  own: boolean,
): WorkflowTransition[] {
  return (definition.workflow?.transitions ?? []).filter(
    (transition) =>
      typeof state === 'string' &&
      transition.from.includes(state) &&
      mayTake(transition, definition, grants, own),
  );
}
