import { Flex } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Payslip } from '../../../../shared/api/payroll-payslips';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { registerRequests, type AddPayslipLineRequest } from '../api/register-requests';
import { NativeCheckbox } from '../../../components/native-checkbox';
import { ToggleButtons } from '../../../components/toggle-buttons';

const TYPES = [
  { value: 'Earning', label: 'Earning' },
  { value: 'Deduction', label: 'Deduction' },
] as const;
const AMOUNT = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;

type Draft = AddPayslipLineRequest;

/** What is wrong with each field, before asking the server. */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  if (draft.name.trim().length < 2) problems.name = 'Give the line a name.';
  if (!AMOUNT.test(draft.amount) || Number(draft.amount) <= 0)
    problems.amount = 'An amount in pesos such as 1500.00, more than 0.';
  if (draft.reason.trim().length < 5) problems.reason = 'Say why, in 5 characters or more.';
  return problems;
}

interface AddLineDialogProps {
  payslip: Payslip;
  onClose: () => void;
  /** The payslip computed again with the line. */
  onSaved: (payslip: Payslip) => void;
}

/** Adds a line to the payslip, or changes one of its lines under the same name, with a reason. */
export function AddLineDialog({ payslip, onClose, onSaved }: AddLineDialogProps) {
  const namesId = useId();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    type: 'Earning',
    amount: '',
    taxable: true,
    reason: '',
  });
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const problems = problemsOf(draft);
  const shown = (field: keyof Draft) =>
    (tried ? problems[field] : undefined) ?? failure?.fieldMessage(`/${field}`);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    try {
      const request = { ...draft, name: draft.name.trim(), reason: draft.reason.trim() };
      onSaved(
        await registerRequests.addPayslipLine(payslip.cutoff.id, payslip.employeeNumber, request),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error);
    }
  };

  return (
    <FormDialog
      title="Add or change a line"
      submitLabel="Save line"
      busyLabel="Saving"
      error={failure?.message}
      // onSaved closes it; a refusal stays on its fields.
      closeOnSuccess={false}
      onSubmit={save}
      onClose={onClose}
    >
      <FormField
        label="Name"
        error={shown('name')}
        helper="The name of one of its lines changes that line."
      >
        <TextInput
          list={namesId}
          autoComplete="off"
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </FormField>
      <datalist id={namesId}>
        {[...new Set(payslip.lines.map((line) => line.label))].map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      <ToggleButtons
        label="Type"
        value={draft.type}
        options={TYPES}
        onChange={(type) => change({ type })}
      />
      <FormField label="Amount (pesos)" error={shown('amount')}>
        <TextInput
          inputMode="decimal"
          placeholder="1500.00"
          value={draft.amount}
          onChange={(event) => change({ amount: event.target.value.trim() })}
        />
      </FormField>
      <Flex as="label" gap="2" align="center" fontSize="sm">
        <NativeCheckbox
          checked={draft.taxable}
          onChange={(event) => change({ taxable: event.target.checked })}
        />
        Taxable
      </Flex>
      <FormField label="Reason" error={shown('reason')}>
        <TextInput
          value={draft.reason}
          onChange={(event) => change({ reason: event.target.value })}
        />
      </FormField>
    </FormDialog>
  );
}
