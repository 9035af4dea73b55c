import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { PinRequest } from '../../../shared/api/identity';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { FormStack } from '../../components/form-stack';
import { TextInput } from '../../components/text-input';
import { FormAlert } from '../../components/form-alert';

const PIN = /^[0-9]{4,6}$/;

/** Sets the 4-6 digit PIN (used at the kiosk); the password confirms it is really the user. */
export function PinForm() {
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; password?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      pin: PIN.test(pin) ? undefined : 'Use 4 to 6 digits.',
      password: password ? undefined : 'Enter your password.',
    };
    setErrors(found);
    setDone(false);
    if (found.pin || found.password) return;
    setSaving(true);
    try {
      const body: PinRequest = { pin, password };
      await apiClient.post<void>('/api/iam/pin', body);
      setPin('');
      setPassword('');
      setDone(true);
    } catch (error) {
      if (!isApiError(error)) setErrors({ form: 'Something went wrong. Please try again.' });
      else {
        const pinMessage = error.fieldMessage('/pin');
        const passwordMessage =
          error.fieldMessage('/password') ?? (error.status === 401 ? error.message : undefined);
        setErrors({
          pin: pinMessage,
          password: passwordMessage,
          form: pinMessage || passwordMessage ? undefined : error.message,
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormStack onSubmit={(event) => void submit(event)} noValidate>
      <FormField label="PIN" error={errors.pin} helper="4 to 6 digits.">
        <TextInput
          value={pin}
          // Digits only: the number-input rule of spec section 5 (no e, +, -, letters).
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="off"
          maxW="40"
        />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
      </FormField>
      {errors.form ? <FormAlert status="error">{errors.form}</FormAlert> : null}
      {done ? <FormAlert status="success">Your PIN has been saved.</FormAlert> : null}
      <Button type="submit" loading={saving} alignSelf="start">
        Save PIN
      </Button>
    </FormStack>
  );
}
