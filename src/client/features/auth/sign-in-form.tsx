import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SecondFactorStep } from './second-factor-step';
import { useSignIn } from './use-sign-in';
import { FormStack } from '../../components/form-stack';
import { SignInFields } from '../../components/sign-in-fields';
import { FormAlert } from '../../components/form-alert';

interface SignInFormProps {
  orgId: string;
  tradeName: string;
}

/**
 * Sign-in for one organisation (both /login/:orgId and /session/signin): the password, then,
 * for an account with two-step sign-in, the code.
 */
export function SignInForm({ orgId, tradeName }: SignInFormProps) {
  const { state, signIn, submitCode, startOver } = useSignIn(orgId);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const loading = state.status === 'loading' || state.status === 'success';
  const fieldErrors = state.status === 'error' ? state.error : {};
  const message = state.status === 'error' ? state.message : null;

  if (state.step.kind === 'code')
    return (
      <SecondFactorStep
        loading={loading}
        error={fieldErrors.code}
        message={message}
        onSubmit={(code) => void submitCode(code)}
        onStartOver={() => {
          setPassword('');
          startOver();
        }}
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(username, password);
  };

  return (
    <Stack gap="7">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          Sign in
        </Heading>
        <Text color="fg.muted">to {tradeName}</Text>
      </Stack>
      <FormStack onSubmit={submit} noValidate aria-label="Sign in">
        <SignInFields
          account={{
            label: 'Username',
            name: 'username',
            value: username,
            onChange: setUsername,
            error: fieldErrors.username,
          }}
          password={{ value: password, onChange: setPassword, error: fieldErrors.password }}
        />
        <Stack direction="row" justify="flex-end" mt="-2">
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={`/session/forgot-password?org=${encodeURIComponent(orgId)}`}>
              Forgot password?
            </RouterLink>
          </Link>
        </Stack>
        <Button type="submit" size="lg" loading={loading} loadingText="Signing in">
          Sign in
        </Button>
        {message ? <FormAlert status="error">{message}</FormAlert> : null}
      </FormStack>
    </Stack>
  );
}
