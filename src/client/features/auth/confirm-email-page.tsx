import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type {
  ConfirmRecoveryEmailRequest,
  ConfirmRecoveryEmailResponse,
} from '../../../shared/api/identity';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { PasswordInput } from '../../components/password-input';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { LinkFormDone, LinkFormHeading, MailedLinkPage } from './mailed-link';

type ConfirmState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

/** The account's password proves that its owner, not whoever typed the address, confirms it. */
function ConfirmEmailForm({ orgId, token }: { orgId: string; token: string }) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [state, setState] = useState<ConfirmState>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(password ? undefined : 'Enter your password.');
    if (!password) return;
    setState({ status: 'loading' });
    try {
      const body: ConfirmRecoveryEmailRequest = { orgId, token, password };
      const result = await apiClient.post<ConfirmRecoveryEmailResponse>(
        '/api/iam/recovery-email/confirm',
        body,
        { orgId, anonymous: true },
      );
      setState({ status: 'done', message: result.message });
    } catch (error) {
      // A wrong password is said on the field; anything else (an expired link) below the form.
      const onField = isApiError(error) ? error.fieldMessage('/password') : undefined;
      setPasswordError(onField);
      setState(
        onField
          ? { status: 'idle' }
          : {
              status: 'error',
              message: isApiError(error)
                ? error.message
                : 'Something went wrong. Please try again.',
            },
      );
    }
  };

  if (state.status === 'done') {
    return <LinkFormDone orgId={orgId} title="E-mail confirmed" message={state.message} />;
  }

  return (
    <Stack gap="7">
      <LinkFormHeading
        title="Confirm your sign-in e-mail"
        intro="Password reset links will go to the address this link was sent to. Enter your password to confirm that the account is yours."
      />
      <FormStack onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="Password" error={passwordError}>
          <PasswordInput
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            size="lg"
            bg="bg"
          />
        </FormField>
        <Button type="submit" size="lg" loading={state.status === 'loading'}>
          Confirm e-mail
        </Button>
        {state.status === 'error' ? <FormAlert status="error">{state.message}</FormAlert> : null}
      </FormStack>
    </Stack>
  );
}

/** `/session/confirm-email?org=&token=`: the link mailed to a new recovery address. */
export function ConfirmEmailPage() {
  return <MailedLinkPage>{(link) => <ConfirmEmailForm {...link} />}</MailedLinkPage>;
}
