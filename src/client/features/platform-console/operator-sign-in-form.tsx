import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert';
import { FormStack } from '../../components/form-stack';
import { Panel } from '../../components/panel';
import { SignInFields } from '../../components/sign-in-fields';
import { anonymousCsrfToken } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { platformConsoleApi } from './api/platform-console-api';
import { platformSession, useEndedNotice } from './platform-session';

interface FieldErrors {
  email?: string | undefined;
  password?: string | undefined;
}

/** The console's sign-in: an operator's e-mail and password (operators are added by the CLI). */
export function OperatorSignInForm() {
  const notice = useEndedNotice();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // The anonymous CSRF token the sign-in sends, fetched while the operator types.
  useEffect(() => {
    anonymousCsrfToken(undefined).catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {
      email: email.trim() ? undefined : 'Enter your e-mail.',
      password: password ? undefined : 'Enter your password.',
    };
    setFields(missing);
    setMessage(null);
    if (missing.email || missing.password) return;
    setBusy(true);
    try {
      platformSession.start(await platformConsoleApi.signIn({ email: email.trim(), password }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField = {
        email: error.fieldMessage('/email'),
        password: error.fieldMessage('/password'),
      };
      setFields(byField);
      // A throttled sign-in says how long to wait in its message.
      setMessage(byField.email || byField.password ? null : error.message);
      setBusy(false);
    }
  };

  return (
    <Flex as="main" minH="100vh" align="center" justify="center" px="5" py="10" bg="surface">
      <Panel w="full" maxW="sm" p={{ base: '6', md: '8' }}>
        <Stack gap="7">
          <Stack gap="1.5">
            <Heading as="h1" size="2xl" fontWeight="semibold">
              Platform console
            </Heading>
            <Text color="fg.muted">Sign in as a platform operator.</Text>
          </Stack>
          {notice ? <FormAlert status="error">{notice}</FormAlert> : null}
          <FormStack onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
            <SignInFields
              account={{
                label: 'E-mail',
                name: 'email',
                type: 'email',
                value: email,
                onChange: setEmail,
                error: fields.email,
              }}
              password={{ value: password, onChange: setPassword, error: fields.password }}
            />
            <Button type="submit" size="lg" loading={busy} loadingText="Signing in">
              Sign in
            </Button>
            {message ? <FormAlert status="error">{message}</FormAlert> : null}
          </FormStack>
          <Box fontSize="sm" color="fg.muted">
            Operators are added at the command line:
            <Text as="code" display="block" mt="1" fontFamily="mono" fontSize="xs">
              npm run -s org -- add-operator --email &lt;e-mail&gt;
            </Text>
          </Box>
        </Stack>
      </Panel>
    </Flex>
  );
}
