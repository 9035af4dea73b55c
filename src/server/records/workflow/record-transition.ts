import type { RecordItem, RecordTransitionRequest } from '../../../shared/api/records';
import { mayTake, transitionRoles } from '../../../shared/forms/workflow-states';
import { namesCaller } from '../record-scope';
import type { LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/guard';
import { moveRecord } from '../record-update';
import type { RecordSave } from '../record-save';
import { assertRequired } from './field-rights';
import { fileTransition } from './workflow-approval';

const either = (states: readonly string[]) =>
  states.length === 0 ? 'nowhere' : states.join(' or ');

/** The transition from the record's state to `to`, if this user may take it; else why not. */
function transitionOrThrow(
  form: LoadedForm,
  record: RecordItem,
  to: string,
  who: Principal,
  own: boolean,
) {
  const { definition } = form;
  const workflow = definition.workflow;
  if (!workflow)
    throw new AppError('validation_failed', `${definition.title} has no workflow to move it in.`, {
      fields: [{ path: '/to', message: `${definition.title} has no states to move to` }],
    });
  const kind = definition.title.toLowerCase();
  const state = String(record.data[workflow.field]);
  const open = workflow.transitions.filter((transition) => transition.from.includes(state));
  const transition = open.find((candidate) => candidate.to === to);
  if (!transition) {
    const known = workflow.transitions.some(
      (candidate) => candidate.to === to || candidate.from.includes(to),
    );
    if (!known)
      throw new AppError('validation_failed', `"${to}" is not a state of a ${kind}.`, {
        fields: [{ path: '/to', message: `To must be a state of a ${kind}` }],
      });
    throw new AppError(
      'conflict',
      `A ${kind} that is ${state} can move to ${either(open.map((candidate) => candidate.to))}, not to ${to}.`,
    );
  }
  if (!mayTake(transition, definition, who.grants, own)) {
    const allowed = transitionRoles(transition, definition.access);
    if (own && mayTake(transition, definition, who.grants, false))
      throw new AppError(
        'forbidden',
        `You cannot ${transition.label.toLowerCase()} your own ${kind}: someone else must.`,
      );
    const roles = allowed.map((role) => (role === 'own' ? `the ${kind}'s own employee` : role));
    throw new AppError(
      'forbidden',
      `Only ${either(roles)} may ${transition.label.toLowerCase()} a ${kind}.`,
    );
  }
  return { transition, from: state, field: workflow.field };
}

/**
 * Moves a record along its workflow: a legal transition for this user's role, on the version
 * the user saw. The change is stored as the approval's marks are (history, by whom, when); a
 * transition with `approval` also files the record to its approvers.
 */
export async function transitionRecord(
  save: RecordSave,
  who: Principal,
  form: LoadedForm,
  record: RecordItem,
  { to, version, remark }: RecordTransitionRequest,
): Promise<RecordItem> {
  const kind = form.definition.title.toLowerCase();
  if (record.deletedAt) throw new AppError('conflict', `This ${kind} is deleted.`);
  const own = await namesCaller(save.tx, who, form, record.data);
  const { transition, from, field } = transitionOrThrow(form, record, to, who, own);
  if (record.version !== version)
    throw new AppError(
      'conflict',
      `Someone else changed this ${kind} since you opened it (version ${record.version}). Reload it and try again.`,
    );
  assertRequired(form, record.data, transition.requires, transition.label);
  const moved = await moveRecord(save, record, field, transition.to);
  const note = remark?.trim();
  if (transition.approval)
    await fileTransition(save, form, moved, {
      transition,
      from,
      ...(note ? { remark: note } : {}),
    });
  return moved;
}
