import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { PayRegister } from '../../../../shared/api/payroll-registers';
import { FormAlert } from '../../../components/form-alert';
import { Panel } from '../../../components/panel';
import { isApiError } from '../../../lib/api-error';
import { registerRequests } from '../api/register-requests';
import { FactList } from '../fact-list';
import { payrollLabel } from '../payroll-labels';
import {
  draftOf,
  RegisterSettingsFields,
  settingsErrorsOf,
  settingsOf,
  type SettingsDraft,
  type SettingsErrors,
} from './register-settings-fields';

interface RegisterSettingsPanelProps {
  register: PayRegister;
  canEdit: boolean;
  onSaved: (register: PayRegister) => void;
}

/** A register's settings; admins and payroll edit them for the version they read. */
export function RegisterSettingsPanel({ register, canEdit, onSaved }: RegisterSettingsPanelProps) {
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setDraft(null);
    setErrors({});
    setMessage(null);
  };

  const save = async (edited: SettingsDraft) => {
    setBusy(true);
    try {
      onSaved(await registerRequests.update(register.id, settingsOf(edited), register.version));
      close();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setErrors(settingsErrorsOf(error.fields));
      setMessage(error.message);
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string][] = [
    ['Pay frequency', payrollLabel(register.payFrequency)],
    ['Contribution schedule', payrollLabel(register.contributionSchedule)],
    ['SSS basis', payrollLabel(register.sssBasis)],
    ['PhilHealth basis', payrollLabel(register.philhealthBasis)],
    ['Pag-IBIG basis', payrollLabel(register.hdmfBasis)],
    ['Factor', `${register.factor} days`],
    ['Pay day offset', `${register.payDayOffset} days`],
    ['Approved time records', register.requireApprovedDtr ? 'Required' : 'Not required'],
  ];

  return (
    <Panel p="4">
      <Flex justify="space-between" align="center" mb="4">
        <Heading as="h2" size="md">
          Settings
        </Heading>
        {canEdit && !draft ? (
          <Button size="sm" variant="outline" onClick={() => setDraft(draftOf(register))}>
            Edit settings
          </Button>
        ) : null}
      </Flex>
      {draft ? (
        <Stack
          as="form"
          gap="4"
          onSubmit={(event) => {
            event.preventDefault();
            void save(draft);
          }}
        >
          {message ? <FormAlert status="error">{message}</FormAlert> : null}
          <RegisterSettingsFields draft={draft} errors={errors} onChange={setDraft} />
          <Flex gap="2" justify="flex-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} loadingText="Saving">
              Save settings
            </Button>
          </Flex>
        </Stack>
      ) : (
        <FactList facts={facts} />
      )}
    </Panel>
  );
}
