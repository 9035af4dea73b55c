import type { RecordBulkTransitionRequest, RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { WorkflowTransition } from '../../../shared/forms/definition-workflow';
import { availableTransitions } from '../../../shared/forms/workflow-states';
import { apiClient } from '../../lib/api-client';
import { useGrants } from '../../lib/use-grants';
import { TransitionChoices } from '../workflow/transition-choices';

interface BulkTransitionsProps {
  definition: FormDefinition;
  /** The picked records as the list holds them (with the workflow's state field). */
  records: readonly RecordItem[];
  /** "3 training requests". */
  subject: string;
  onDone: (transition: WorkflowTransition) => void;
}

/**
 * The workflow steps every picked record offers this person (a decision taken in bulk), in the
 * action bar, taken for all or none: the server refuses the lot, naming the record, if one of
 * them may not move (one that names the person, one another decision moved meanwhile).
 */
export function BulkTransitions({ definition, records, subject, onDone }: BulkTransitionsProps) {
  const grants = useGrants();
  const field = definition.workflow?.field;
  const states = [...new Set(records.map((record) => String(record.data[field ?? ''] ?? '')))];
  const [first] = states;
  const transitions =
    field && first !== undefined
      ? availableTransitions(definition, first, grants, false).filter((transition) =>
          states.every((state) => transition.from.includes(state)),
        )
      : [];

  return (
    <TransitionChoices
      transitions={transitions}
      subject={subject}
      from={states.join(' or ')}
      many={records.length > 1}
      size="sm"
      take={async (transition, remark) => {
        const request: RecordBulkTransitionRequest = {
          form_id: definition.formId,
          ids: records.map((record) => record.id),
          to: transition.to,
          ...(remark ? { remark } : {}),
        };
        await apiClient.post('/api/records/transition', request);
        onDone(transition);
      }}
    />
  );
}
