import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { WorkflowTransition } from '../../../shared/forms/definition-workflow';
import { RemarkDialog } from '../../components/remark-dialog';
import { isApiError } from '../../lib/api-error';

interface TransitionChoicesProps {
  transitions: readonly WorkflowTransition[];
  /** What moves: "training request", or "2 training requests" when `many`. */
  subject: string;
  /** The state (or states, "Draft or Rejected") it moves from. */
  from: string;
  many?: boolean;
  size?: ButtonProps['size'];
  /** Takes the step; a refusal (an API error) stays in the dialog with its message. */
  take: (transition: WorkflowTransition, remark: string) => Promise<void>;
}

/** What confirming a transition does, in a sentence: "The training request moves from ...". */
function effectOf(subject: string, from: string, transition: WorkflowTransition, many: boolean) {
  const moves = `The ${subject} ${many ? 'move' : 'moves'} from ${from} to ${transition.to}.`;
  if (!transition.approval) return moves;
  const { approved, rejected } = transition.approval;
  return many
    ? `${moves} They go to their approvers; each decision makes one ${approved} or ${rejected}.`
    : `${moves} It goes to its approvers; their decision makes it ${approved} or ${rejected}.`;
}

/**
 * One button per workflow step, each confirmed with an optional remark: a record's own steps,
 * or those every record picked in a list allows.
 */
export function TransitionChoices(props: TransitionChoicesProps) {
  const { transitions, subject, from, many = false, size, take } = props;
  const [taking, setTaking] = useState<WorkflowTransition | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(transition: WorkflowTransition, remark: string) {
    setBusy(true);
    setFailure(null);
    try {
      await take(transition, remark);
      setTaking(null);
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
          size={size}
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
          title={many ? `${taking.label}: ${subject}?` : `${taking.label}?`}
          confirmLabel={taking.label}
          busy={busy}
          error={failure}
          onConfirm={(remark) => void confirm(taking, remark)}
          onDismiss={() => setTaking(null)}
        >
          {effectOf(subject, from, taking, many)}
        </RemarkDialog>
      ) : null}
    </>
  );
}
