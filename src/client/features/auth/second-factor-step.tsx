import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { OneTimeCodeInput } from '../../components/one-time-code-input';
import { TextInput } from '../../components/text-input';

interface SecondFactorStepProps {
  loading: boolean;
  error: string | undefined;
  message: string | null;
  onSubmit: (code: string) => void;
  onStartOver: () => void;
}

/** The sign-in's second step: the authenticator app's 6 digits, or a recovery code. */
export function SecondFactorStep({
  loading,
  error,
  message,
  onSubmit,
  onStartOver,
}: SecondFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
  };

  return (
    <Stack gap="7">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          Two-step sign-in
        </Heading>
        <Text color="fg.muted">
          {recovery
            ? 'Enter one of the recovery codes you saved. Each code works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </Text>
      </Stack>
      <FormStack onSubmit={submit} noValidate aria-label="Two-step sign-in">
        {recovery ? (
          <FormField label="Recovery code" error={error}>
            <TextInput
              name="recovery-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              fontFamily="mono"
              size="lg"
              bg="bg"
              autoFocus
            />
          </FormField>
        ) : (
          <FormField label="Code from the app" error={error}>
            <OneTimeCodeInput
              name="code"
              value={code}
              onChange={setCode}
              size="lg"
              bg="bg"
              maxW="full"
              autoFocus
            />
          </FormField>
        )}
        <Stack direction="row" justify="space-between" mt="-2">
          <Link
            as="button"
            type="button"
            fontSize="sm"
            color="brand.fg"
            fontWeight="medium"
            onClick={switchKind}
          >
            {recovery ? 'Use the code from the app instead' : 'Use a recovery code instead'}
          </Link>
          <Link as="button" type="button" fontSize="sm" color="fg.muted" onClick={onStartOver}>
            Start over
          </Link>
        </Stack>
        <Button type="submit" size="lg" loading={loading} loadingText="Checking">
          Verify
        </Button>
        {message ? <FormAlert status="error">{message}</FormAlert> : null}
      </FormStack>
    </Stack>
  );
}
