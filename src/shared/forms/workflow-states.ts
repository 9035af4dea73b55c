import type { Role } from '../roles';
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

/**
 * Whether someone of `role` (`own`: whom the record names) may take a transition. A record
 * naming the caller gives them only what its `own` party may take, whatever their role: HR
 * does not lock or calibrate their own appraisal.
 */
export const mayTake = (
  transition: WorkflowTransition,
  access: FormDefinition['access'],
  role: Role,
  own: boolean,
) => {
  const roles = transitionRoles(transition, access);
  return roles.includes('*') || roles.includes(own ? 'own' : role);
};

/** The transitions a record in `state` offers someone of `role` (`own`: whom it names) now. */
export function availableTransitions(
  definition: Pick<FormDefinition, 'workflow' | 'access'>,
  state: unknown,
  role: Role,
  own: boolean,
): WorkflowTransition[] {
  return (definition.workflow?.transitions ?? []).filter(
    (transition) =>
      typeof state === 'string' &&
      transition.from.includes(state) &&
      mayTake(transition, definition.access, role, own),
  );
}
