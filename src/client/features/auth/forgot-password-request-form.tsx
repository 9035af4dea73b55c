import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ForgotPasswordRequest } from '../../../shared/api/identity';
import { FormField } from '../../components/form-field';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { loginPath } from '../../lib/last-org';
import { FormStack } from '../../components/form-stack';
import { TextInput } from '../../components/text-input';
import { FormAlert } from '../../components/form-alert';

type RequestState =
  | { status: 'idle' | 'loading' }
  | { status: 'sent'; message: string }
  | { status: 'error'; message: string };

/** Step one: ask for a reset link. The server answers the same whether or not the user exists. */
export function ForgotPasswordRequestForm({ initialOrgId }: { initialOrgId: string }) {
  const [orgId, setOrgId] = useState(initialOrgId);
  const [username, setUsername] = useState('');
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const [errors, setErrors] = useState<{ orgId?: string; username?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ForgotPasswordRequest = {
      orgId: orgId.trim().toLowerCase(),
      username: username.trim(),
    };
    const missing = {
      orgId: body.orgId ? undefined : 'Enter your organisation id.',
      username: body.username ? undefined : 'Enter your username.',
    };
    setErrors(missing);
    if (missing.orgId || missing.username) return;
    setState({ status: 'loading' });
    try {
      const result = await apiClient.post<{ message: string }>('/api/iam/forgot-password', body, {
        orgId: body.orgId,
      });
      setState({ status: 'sent', message: result.message });
    } catch (error) {
      if (isApiError(error) && error.fields.length > 0) {
        setErrors({
          orgId: error.fieldMessage('/orgId'),
          username: error.fieldMessage('/username'),
        });
      }
      // A 429 says itself how long to wait ("Try again in 12 minutes").
      const message = isApiError(error) ? error.message : 'Something went wrong. Please try again.';
      setState({ status: 'error', message });
    }
  };

  return (
    <Stack gap="7">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          Forgot your password?
        </Heading>
        <Text color="fg.muted">We will email you a link to choose a new one.</Text>
      </Stack>
      {state.status === 'sent' ? (
        <FormAlert status="success">{state.message}</FormAlert>
      ) : (
        <FormStack onSubmit={(event) => void submit(event)} noValidate>
          <FormField label="Organisation" error={errors.orgId}>
            <TextInput
              value={orgId}
              onChange={(event) => setOrgId(event.target.value)}
              autoCapitalize="none"
              size="lg"
              bg="bg"
            />
          </FormField>
          <FormField label="Username" error={errors.username}>
            <TextInput
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              size="lg"
              bg="bg"
            />
          </FormField>
          <Button type="submit" size="lg" loading={state.status === 'loading'}>
            Send reset link
          </Button>
          {state.status === 'error' ? <FormAlert status="error">{state.message}</FormAlert> : null}
        </FormStack>
      )}
      <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" alignSelf="center">
        <RouterLink to={loginPath(orgId.trim().toLowerCase() || null)}>Back to sign in</RouterLink>
      </Link>
    </Stack>
  );
}
