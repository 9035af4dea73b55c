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

/** The transitions a record in `state` offers someone of `role` now. */
export function availableTransitions(
  definition: Pick<FormDefinition, 'workflow' | 'access'>,
  state: unknown,
  role: Role,
): WorkflowTransition[] {
  return (definition.workflow?.transitions ?? []).filter((transition) => {
    const roles = transitionRoles(transition, definition.access);
    return (
      typeof state === 'string' &&
      transition.from.includes(state) &&
      (roles.includes('*') || roles.includes(role))
    );
  });
}
