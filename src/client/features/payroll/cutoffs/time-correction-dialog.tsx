import { Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type {
  EditableDtr,
  TimeCorrectionRequest,
} from '../../../../shared/api/payroll-editable-dtr';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { registerRequests } from '../api/register-requests';
import { formatDay } from '../period-text';
import type { PaidDay } from './member-dtr-table';

const FIGURES = [
  ['lateMinutes', 'Late'],
  ['undertimeMinutes', 'Undertime'],
  ['absentMinutes', 'Absent'],
  ['overtimeMinutes', 'Overtime'],
] as const;
type Figure = (typeof FIGURES)[number][0];
type Draft = Record<Figure, string> & { reason: string };
type Field = keyof Draft;

const MINUTES = /^\d{1,4}$/;

function problemsOf(draft: Draft): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const [figure] of FIGURES)
    if (!MINUTES.test(draft[figure].trim()) || Number(draft[figure]) > 1440)
      problems[figure] = 'Whole minutes from 0 to 1440.';
  if (draft.reason.trim().length < 5) problems.reason = 'Say why, in 5 characters or more.';
  return problems;
}

/**
 * The request: late, undertime and absence as shown; overtime only when it changed or the day
 * was corrected before, because a corrected overtime replaces the day's night and day split.
 */
function requestOf(day: PaidDay, draft: Draft): TimeCorrectionRequest {
  const overtime = Number(draft.overtimeMinutes);
  return {
    date: day.date,
    lateMinutes: Number(draft.lateMinutes),
    undertimeMinutes: Number(draft.undertimeMinutes),
    absentMinutes: Number(draft.absentMinutes),
    ...(overtime !== day.overtimeMinutes || day.correction ? { overtimeMinutes: overtime } : {}),
    reason: draft.reason.trim(),
  };
}

interface TimeCorrectionDialogProps {
  cutoffId: string;
  employeeNumber: string;
  day: PaidDay;
  onClose: () => void;
  /** The member's days as the server has them after the correction. */
  onSaved: (dtr: EditableDtr) => void;
}

/** Corrects one day's late, undertime, absent and overtime minutes, with a reason. */
export function TimeCorrectionDialog(props: TimeCorrectionDialogProps) {
  const { cutoffId, employeeNumber, day, onClose, onSaved } = props;
  const [draft, setDraft] = useState<Draft>({
    lateMinutes: String(day.lateMinutes),
    undertimeMinutes: String(day.undertimeMinutes),
    absentMinutes: String(day.absentMinutes),
    overtimeMinutes: String(day.overtimeMinutes),
    reason: '',
  });
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const problems = problemsOf(draft);
  const shown = (field: Field) =>
    (tried ? problems[field] : undefined) ?? failure?.fieldMessage(`/${field}`);
  // A refusal about the date (not a field of this form) is shown with the message.
  const dateProblem = failure?.fieldMessage('/date');

  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    try {
      onSaved(await registerRequests.correctTime(cutoffId, employeeNumber, requestOf(day, draft)));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error);
    }
  };

  return (
    <FormDialog
      title={`Correct ${formatDay(day.date)}`}
      submitLabel="Save correction"
      busyLabel="Saving"
      error={failure && (dateProblem ? `${failure.message}: ${dateProblem}` : failure.message)}
      // onSaved closes it; a refusal stays on its fields.
      closeOnSuccess={false}
      onSubmit={save}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        In minutes. The time record itself stays as it is; the payslip of a computed cut-off is
        computed again.
      </Text>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="4">
        {FIGURES.map(([figure, label]) => (
          <FormField key={figure} label={`${label} (minutes)`} error={shown(figure)}>
            <TextInput
              inputMode="numeric"
              value={draft[figure]}
              onChange={(event) =>
                setDraft((current) => ({ ...current, [figure]: event.target.value }))
              }
            />
          </FormField>
        ))}
      </Grid>
      <FormField label="Reason" error={shown('reason')} required>
        <TextInput
          value={draft.reason}
          onChange={(event) => setDraft((current) => ({ ...current, reason: event.target.value }))}
        />
      </FormField>
    </FormDialog>
  );
}
