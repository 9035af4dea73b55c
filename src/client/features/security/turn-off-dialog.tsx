import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { DisableSecondFactorRequest } from '../../../shared/api/second-factor';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { OneTimeCodeInput } from '../../components/one-time-code-input';
import { PasswordInput } from '../../components/password-input';
import { apiClient } from '../../lib/api-client';

/**
 * Turning two-step sign-in off, confirmed with a code from the app or, when the phone is not at
 * hand, the password.
 */
export function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const [withPassword, setWithPassword] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const ready = withPassword ? password.length > 0 : code.length === 6;

  return (
    <FormDialog
      title="Turn off two-step sign-in?"
      role="alertdialog"
      submitLabel="Turn off"
      busyLabel="Turning off"
      submitColorPalette="red"
      submitDisabled={!ready}
      onClose={onClose}
      onSubmit={async () => {
        const body: DisableSecondFactorRequest = withPassword ? { password } : { code };
        await apiClient.post<void>('/api/iam/second-factor/disable', body);
      }}
    >
      <p>
        Your password alone will sign you in, and your recovery codes stop working. You can set it
        up again at any time.
      </p>
      {withPassword ? (
        <FormField label="Password">
          <PasswordInput
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        </FormField>
      ) : (
        <FormField label="Code from your authenticator app">
          <OneTimeCodeInput value={code} onChange={setCode} />
        </FormField>
      )}
      <Button
        variant="plain"
        size="sm"
        alignSelf="start"
        px="0"
        color="brand.fg"
        onClick={() => setWithPassword(!withPassword)}
      >
        {withPassword ? 'Use a code from the app instead' : 'Use your password instead'}
      </Button>
    </FormDialog>
  );
}
