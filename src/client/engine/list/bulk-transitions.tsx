import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecordBulkTransitionRequest, RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { WorkflowTransition } from '../../../shared/forms/definition-workflow';
import { availableTransitions } from '../../../shared/forms/workflow-states';
import { RemarkDialog } from '../../components/remark-dialog';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useGrants } from '../../lib/use-grants';
import { effectOf } from '../workflow/workflow-actions';

interface BulkTransitionsProps {
  definition: FormDefinition;
  /** The picked records as the list holds them (with the workflow's state field). */
  records: readonly RecordItem[];
  /** "3 training requests". */
  subject: string;
  onDone: (transition: WorkflowTransition) => void;
}

/**
 * The workflow steps every picked record offers this person (a decision taken in bulk), one
 * button each in the action bar, confirmed with an optional remark and taken for all or none:
 * the server refuses the lot, naming the record, if one of them may not move (one that names
 * the person, one another decision moved meanwhile).
 */
export function BulkTransitions({ definition, records, subject, onDone }: BulkTransitionsProps) {
  const grants = useGrants();
  const [taking, setTaking] = useState<WorkflowTransition | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = definition.workflow?.field;
  const states = [...new Set(records.map((record) => String(record.data[field ?? ''] ?? '')))];
  const [first] = states;
  const transitions =
    field && first !== undefined
      ? availableTransitions(definition, first, grants, false).filter((transition) =>
          states.every((state) => transition.from.includes(state)),
        )
      : [];

  async function take(transition: WorkflowTransition, remark: string) {
    setBusy(true);
    setFailure(null);
    try {
      const request: RecordBulkTransitionRequest = {
        form_id: definition.formId,
        ids: records.map((record) => record.id),
        to: transition.to,
        ...(remark ? { remark } : {}),
      };
      await apiClient.post('/api/records/transition', request);
      setTaking(null);
      onDone(transition);
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
          size="sm"
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
          title={`${taking.label}: ${subject}?`}
          confirmLabel={taking.label}
          busy={busy}
          error={failure}
          onConfirm={(remark) => void take(taking, remark)}
          onDismiss={() => setTaking(null)}
        >
          {effectOf(`The ${subject}`, states.join(' or '), taking, records.length > 1)}
        </RemarkDialog>
      ) : null}
    </>
  );
}
