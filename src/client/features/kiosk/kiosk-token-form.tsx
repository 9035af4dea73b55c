import { Button, Flex } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-error';
import { fetchKioskStatus } from './api/kiosk-api';
import { kioskStorage } from './kiosk-storage';

/** Authorizes this browser with a token an admin created elsewhere, once the server knows it. */
export function KioskTokenForm({
  orgId,
  onAuthorized,
}: {
  orgId: string;
  onAuthorized: () => void;
}) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (!value) {
      setError('Paste the kiosk token.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { kiosk } = await fetchKioskStatus(orgId, value);
      kioskStorage.set(orgId, { kioskId: kiosk.id, name: kiosk.name, token: value });
      onAuthorized();
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status !== 0
          ? 'This token is not a live kiosk token of this organisation.'
          : 'The server cannot be reached. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack onSubmit={(event) => void submit(event)} noValidate>
      <FormField label="Kiosk token" error={error}>
        <Flex gap="3">
          <TextInput
            value={token}
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            onChange={(event) => setToken(event.target.value)}
          />
          <Button type="submit" loading={busy} flexShrink={0}>
            Use token
          </Button>
        </Flex>
      </FormField>
    </FormStack>
  );
}
