import { Button, Stack } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Check } from 'typebox/schema';
import { PinSchema } from '../../../shared/api/identity';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-error';
import { setEmployeePin } from './api/set-employee-pin';

type Field = 'employeeNumber' | 'pin' | 'confirmPin';
type Errors = Partial<Record<Field | 'form', string>>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * HR sets or resets the PIN an employee punches with at a kiosk. The PIN is checked here
 * (digits, length, typed twice alike) before it is sent, and the inputs are emptied once it is
 * set, so it stays in no state.
 */
export function EmployeePinForm() {
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<ResultMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = employeeNumber.trim();
    const found: Errors = {
      employeeNumber: number ? undefined : 'Enter the employee number.',
      pin: Check(PinSchema, pin) ? undefined : 'Use 4 to 6 digits.',
      confirmPin: confirmPin === pin ? undefined : 'The two PINs do not match.',
    };
    setErrors(found);
    if (found.employeeNumber || found.pin || found.confirmPin) return;
    setBusy(true);
    try {
      const target = await setEmployeePin({ employeeNumber: number, pin });
      setEmployeeNumber('');
      setPin('');
      setConfirmPin('');
      setToast({
        status: 'success',
        title: `PIN set for ${target.employeeName} (${target.employeeNumber})`,
        description: 'It replaces any earlier PIN and lifts a lock from wrong PINs.',
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField: Errors = {
        employeeNumber:
          error.fieldMessage('/employeeNumber') ??
          (error.code === 'not_found' ? error.message : undefined),
        pin: error.fieldMessage('/pin'),
      };
      setErrors({
        ...byField,
        form: byField.employeeNumber || byField.pin ? undefined : error.message,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormStack maxW="sm" noValidate onSubmit={(event) => void submit(event)}>
        <FormField label="Employee number" error={errors.employeeNumber} required>
          <TextInput
            value={employeeNumber}
            maxLength={30}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 2022-0005"
            onChange={(event) => setEmployeeNumber(event.target.value)}
          />
        </FormField>
        <Stack gap="5" direction={{ base: 'column', sm: 'row' }}>
          <PinField
            label="New PIN"
            error={errors.pin}
            helper="4 to 6 digits."
            value={pin}
            onChange={setPin}
          />
          <PinField
            label="Confirm PIN"
            error={errors.confirmPin}
            value={confirmPin}
            onChange={setConfirmPin}
          />
        </Stack>
        {errors.form ? <FormAlert status="error">{errors.form}</FormAlert> : null}
        <Button type="submit" loading={busy} alignSelf="start">
          Set PIN
        </Button>
      </FormStack>
      <ResultToast message={toast} onClose={closeToast} />
    </>
  );
}

interface PinFieldProps {
  label: string;
  error: string | undefined;
  helper?: string;
  value: string;
  onChange: (pin: string) => void;
}

/** A masked, digits-only PIN input that browsers do not offer to fill in. */
function PinField({ label, error, helper, value, onChange }: PinFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required>
      <TextInput
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value))}
      />
    </FormField>
  );
}
