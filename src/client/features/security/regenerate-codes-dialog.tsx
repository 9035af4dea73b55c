import { useState } from 'react';
import type { RecoveryCodes, SecondFactorCodeRequest } from '../../../shared/api/second-factor';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { OneTimeCodeInput } from '../../components/one-time-code-input';
import { apiClient } from '../../lib/api-client';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** New recovery codes after a current code from the app; the old ones stop working. */
export function RegenerateCodesDialog({ owner, onClose }: { owner: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <FormDialog
        title="Your new recovery codes"
        submitLabel="Done"
        onSubmit={onClose}
        onClose={onClose}
        cancelLabel="Close"
      >
        <RecoveryCodesPanel codes={codes} owner={owner} />
      </FormDialog>
    );
  return (
    <FormDialog
      title="New recovery codes"
      submitLabel="Make new codes"
      busyLabel="Making"
      closeOnSuccess={false}
      submitDisabled={code.length !== 6}
      onClose={onClose}
      onSubmit={async () => {
        const body: SecondFactorCodeRequest = { code };
        setCodes(
          (await apiClient.post<RecoveryCodes>('/api/iam/second-factor/recovery-codes', body))
            .recoveryCodes,
        );
      }}
    >
      <p>Your current recovery codes stop working once the new ones are made.</p>
      <FormField label="Code from your authenticator app">
        <OneTimeCodeInput value={code} onChange={setCode} />
      </FormField>
    </FormDialog>
  );
}
