import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ResetPasswordRequest } from '../../../shared/api/identity';
import { checkPassword } from '../../../shared/password-policy';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { PasswordPolicyHint } from '../../components/password-policy-hint';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { FormStack } from '../../components/form-stack';
import { FormAlert } from '../../components/form-alert';
import { LinkFormDone, LinkFormHeading } from './mailed-link';

type ResetState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

/** What the form says: a reset by default; a new hire's first password says it its own way. */
interface ResetCopy {
  title: string;
  intro: string;
  submit: string;
  doneTitle: string;
}

const RESET_COPY: ResetCopy = {
  title: 'Choose a new password',
  intro: 'The link in your email can be used once.',
  submit: 'Set new password',
  doneTitle: 'Password changed',
};

/** Step two, from the emailed link: choose a new password with live policy feedback. */
export function ResetPasswordForm({
  orgId,
  token,
  copy = RESET_COPY,
}: {
  orgId: string;
  token: string;
  copy?: ResetCopy;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [confirmError, setConfirmError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [state, setState] = useState<ResetState>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPassword(password);
    setPasswordError(check.ok ? undefined : check.message);
    setConfirmError(password === confirm ? undefined : 'The passwords do not match.');
    if (!check.ok || password !== confirm) return;
    setState({ status: 'loading' });
    try {
      const body: ResetPasswordRequest = { orgId, token, newPassword: password };
      const result = await apiClient.post<{ message: string }>(
        '/api/iam/forgot-password/reset',
        body,
        { orgId },
      );
      setState({ status: 'done', message: result.message });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fieldMessage('/newPassword') : undefined;
      if (fieldMessage) setPasswordError(fieldMessage);
      setState({
        status: 'error',
        message: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
      });
    }
  };

  if (state.status === 'done') {
    return <LinkFormDone orgId={orgId} title={copy.doneTitle} message={state.message} />;
  }

  return (
    <Stack gap="7">
      <LinkFormHeading title={copy.title} intro={copy.intro} />
      <FormStack onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label="New password"
          error={passwordError}
          helper={<PasswordPolicyHint value={password} />}
        >
          <PasswordInput
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            size="lg"
            bg="bg"
          />
        </FormField>
        <FormField label="Confirm new password" error={confirmError}>
          <PasswordInput
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            autoComplete="new-password"
            size="lg"
            bg="bg"
          />
        </FormField>
        <Button type="submit" size="lg" loading={state.status === 'loading'}>
          {copy.submit}
        </Button>
        {state.status === 'error' ? <FormAlert status="error">{state.message}</FormAlert> : null}
      </FormStack>
    </Stack>
  );
}
