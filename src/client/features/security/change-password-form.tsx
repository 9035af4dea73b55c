import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { Account, ChangePasswordRequest } from '../../../shared/api/identity';
import { checkPassword } from '../../../shared/password-policy';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { PasswordPolicyHint } from '../../components/password-policy-hint';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { session } from '../../lib/session';
import { FormStack } from '../../components/form-stack';
import { FormAlert } from '../../components/form-alert';

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
  form?: string;
}

interface ChangePasswordFormProps {
  submitLabel: string;
  /** Runs after the server accepted the new password and the stored account was updated. */
  onChanged?: (account: Account) => void | Promise<void>;
}

/** Current password, new password (checked live against the policy) and its confirmation. */
export function ChangePasswordForm({ submitLabel, onChanged }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPassword(next);
    const found: Errors = {};
    if (!current) found.current = 'Enter your current password.';
    if (!check.ok) found.next = check.message;
    if (next !== confirm) found.confirm = 'The passwords do not match.';
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;

    setSaving(true);
    try {
      const body: ChangePasswordRequest = { currentPassword: current, newPassword: next };
      const result = await apiClient.post<{ account: Account }>('/api/iam/password', body);
      session.updateAccount(result.account);
      await onChanged?.(result.account);
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
    } catch (error) {
      if (!isApiError(error)) setErrors({ form: 'Something went wrong. Please try again.' });
      else {
        const currentMessage =
          error.fieldMessage('/currentPassword') ??
          (error.status === 401 ? error.message : undefined);
        const nextMessage = error.fieldMessage('/newPassword');
        setErrors({
          current: currentMessage,
          next: nextMessage,
          form: currentMessage || nextMessage ? undefined : error.message,
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormStack onSubmit={(event) => void submit(event)} noValidate>
      <FormField label="Current password" error={errors.current}>
        <PasswordInput
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          autoComplete="current-password"
        />
      </FormField>
      <FormField
        label="New password"
        error={errors.next}
        helper={<PasswordPolicyHint value={next} />}
      >
        <PasswordInput
          value={next}
          onChange={(event) => setNext(event.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm}>
        <PasswordInput
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          autoComplete="new-password"
        />
      </FormField>
      {errors.form ? <FormAlert status="error">{errors.form}</FormAlert> : null}
      {done ? <FormAlert status="success">Your password has been changed.</FormAlert> : null}
      <Button type="submit" loading={saving} alignSelf="start">
        {submitLabel}
      </Button>
    </FormStack>
  );
}
