import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { WorkflowTransition } from '../../../shared/forms/definition-workflow';
import { availableTransitions } from '../../../shared/forms/workflow-states';
import { useGrants } from '../../lib/use-grants';
import { RemarkDialog } from '../../components/remark-dialog';
import { isApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordRequests } from '../api/record-requests';

interface WorkflowActionsProps {
  definition: FormDefinition;
  record: RecordItem;
  onChanged: (record: RecordItem, notice: string) => void;
}

/** What confirming a transition does, in a sentence: "The training request moves from ...". */
export function effectOf(
  subject: string,
  from: string,
  transition: WorkflowTransition,
  many = false,
): string {
  const moves = `${subject} ${many ? 'move' : 'moves'} from ${from} to ${transition.to}.`;
  if (!transition.approval) return moves;
  const { approved, rejected } = transition.approval;
  return many
    ? `${moves} They go to their approvers; each decision makes one ${approved} or ${rejected}.`
    : `${moves} It goes to its approvers; their decision makes it ${approved} or ${rejected}.`;
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
  const [taking, setTaking] = useState<WorkflowTransition | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = definition.workflow?.field ?? '';
  const state = String(record.data[field] ?? '');
  const named = recordEmployee(definition, record.data);
  const own = named !== undefined && named === employeeNumber;
  const transitions = record.deletedAt ? [] : availableTransitions(definition, state, grants, own);
  const noun = definition.title.toLowerCase();

  async function take(transition: WorkflowTransition, remark: string) {
    setBusy(true);
    setFailure(null);
    try {
      const moved = await recordRequests.transition(record.id, {
        to: transition.to,
        version: record.version,
        ...(remark ? { remark } : {}),
      });
      setTaking(null);
      onChanged(moved, `${definition.title} is now ${transition.to}.`);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {transitions.map((transition) => (
        <Button
          key={transition.to}
          variant="outline"
          colorPalette="brand"
          onClick={() => {
            setFailure(null);
            setTaking(transition);
          }}
        >
          {transition.label}
        </Button>
      ))}
      {taking ? (
        <RemarkDialog
          title={`${taking.label}?`}
          confirmLabel={taking.label}
          busy={busy}
          error={failure}
          onConfirm={(remark) => void take(taking, remark)}
          onDismiss={() => setTaking(null)}
        >
          {effectOf(`The ${noun}`, state, taking)}
        </RemarkDialog>
      ) : null}
    </>
  );
}
