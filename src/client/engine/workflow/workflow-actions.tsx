import type { RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import { availableTransitions } from '../../../shared/forms/workflow-states';
import { useGrants } from '../../lib/use-grants';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordRequests } from '../api/record-requests';
import { TransitionChoices } from './transition-choices';

interface WorkflowActionsProps {
  definition: FormDefinition;
  record: RecordItem;
  onChanged: (record: RecordItem, notice: string) => void;
}

/** The employee number a record names by its list's employee field (a reference or a number). */
function recordEmployee(definition: FormDefinition, data: Record<string, unknown>) {
  const field = definition.list.employeeField;
  const value = field ? data[field] : undefined;
  if (typeof value === 'string') return value;
  return value && typeof value === 'object' && 'employeeNumber' in value
    ? String(value.employeeNumber)
    : undefined;
}

/** One button per transition this user may take now, each confirmed with an optional remark. */
export function WorkflowActions({ definition, record, onChanged }: WorkflowActionsProps) {
  const { employeeNumber } = useCurrentAccount();
  const grants = useGrants();
  const field = definition.workflow?.field ?? '';
  const state = String(record.data[field] ?? '');
  const named = recordEmployee(definition, record.data);
  const own = named !== undefined && named === employeeNumber;
  const transitions = record.deletedAt ? [] : availableTransitions(definition, state, grants, own);

  return (
    <TransitionChoices
      transitions={transitions}
      subject={definition.title.toLowerCase()}
      from={state}
      take={async (transition, remark) => {
        const moved = await recordRequests.transition(record.id, {
          to: transition.to,
          version: record.version,
          ...(remark ? { remark } : {}),
        });
        onChanged(moved, `${definition.title} is now ${transition.to}.`);
      }}
    />
  );
}
