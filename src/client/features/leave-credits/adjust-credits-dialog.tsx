import { chakra, HStack, RadioGroup, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import {
  formatLeaveDays,
  minutesOfLeaveDays,
  type EmployeeLeaveCredits,
  type LeaveAdjustmentRequest,
} from '../../../shared/api/leave-credits';
import { useFieldControl } from '../../components/field-control';
import { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { NativeSelect } from '../../components/native-select';

type Direction = 'add' | 'deduct';
type FieldErrors = Partial<Record<'leaveType' | 'days' | 'note', string>>;

const NOTE_MAX = 300;

/** Days as typed, in quarter days: "1.25" is 1.25; anything else is null. */
function parseDays(text: string): number | null {
  const days = Number(text.trim());
  if (!text.trim() || !Number.isFinite(days) || days <= 0) return null;
  return Number.isInteger(days * 4) ? days : null;
}

/** A note box styled like the inputs (the app's slim theme carries no textarea recipe). */
function NoteInput(props: { value: string; onChange: (value: string) => void }) {
  const recipe = useRecipe({ key: 'input' });
  const control = useFieldControl();
  return (
    <chakra.textarea
      css={[
        recipe({ size: 'md', variant: 'outline' }),
        { height: 'auto', minHeight: '20', paddingBlock: '2', resize: 'vertical' },
      ]}
      {...control}
      rows={3}
      maxLength={NOTE_MAX}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

interface AdjustCreditsDialogProps {
  credits: EmployeeLeaveCredits;
  onClose: () => void;
  /** The employee's credits as the server answers them after the adjustment. */
  onSaved: (credits: EmployeeLeaveCredits) => void;
}

/**
 * HR grants or takes leave days (quarter days allowed) with a note saying why. Mounted while
 * open, so each opening starts empty.
 */
export function AdjustCreditsDialog({ credits, onClose, onSaved }: AdjustCreditsDialogProps) {
  const types = credits.adjustableLeaveTypes;
  const [leaveType, setLeaveType] = useState(types[0] ?? '');
  const [direction, setDirection] = useState<Direction>('add');
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const balance = credits.balances.find((row) => row.leaveType === leaveType);

  const submit = async () => {
    const parsed = parseDays(days);
    const errors: FieldErrors = {};
    if (parsed === null) errors.days = 'Enter days in quarter days, e.g. 1, 0.5 or 1.25.';
    if (note.trim().length < 3) errors.note = 'Say why, in at least 3 characters.';
    setFieldErrors(errors);
    setFormError(null);
    if (parsed === null || Object.keys(errors).length > 0) return;
    const minutes = minutesOfLeaveDays(parsed);
    const request: LeaveAdjustmentRequest = {
      employeeNumber: credits.employeeNumber,
      leaveType,
      minutes: direction === 'add' ? minutes : -minutes,
      note: note.trim(),
    };
    try {
      onSaved(await apiClient.post<EmployeeLeaveCredits>('/api/hcm/leave-credits', request));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField: FieldErrors = {};
      const fieldOf = { '/leaveType': 'leaveType', '/minutes': 'days', '/note': 'note' } as const;
      for (const field of error.fields) {
        const name = fieldOf[field.path as keyof typeof fieldOf];
        if (name) byField[name] = field.message;
      }
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(error.message);
    }
  };

  return (
    <FormDialog
      size="md"
      title="Adjust leave credits"
      submitLabel={direction === 'add' ? 'Add days' : 'Deduct days'}
      error={formError}
      // onSaved closes it; a refusal stays on its fields.
      closeOnSuccess={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text color="fg.muted">
        {credits.employeeName} · {credits.employeeNumber}
      </Text>
      <FormField
        label="Leave type"
        error={fieldErrors.leaveType}
        helper={balance ? `Balance: ${formatLeaveDays(balance.balanceMinutes)}` : null}
      >
        <NativeSelect value={leaveType} onChange={(event) => setLeaveType(event.target.value)}>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <RadioGroup.Root
        value={direction}
        onValueChange={(details) => setDirection(details.value as Direction)}
        aria-label="Add or deduct"
      >
        <HStack gap="6">
          {(['add', 'deduct'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {value === 'add' ? 'Add days' : 'Deduct days'}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <FormField
        label="Days"
        error={fieldErrors.days}
        helper="A day is 8 hours; quarter days (0.25) are allowed."
        required
      >
        <TextInput
          type="number"
          inputMode="decimal"
          min="0.25"
          step="0.25"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
      <FormField label="Note" error={fieldErrors.note} required>
        <NoteInput value={note} onChange={setNote} />
      </FormField>
    </FormDialog>
  );
}
