import { useState } from 'react';
import { SEMI_MONTHLY_REGISTER, type PayRegister } from '../../../../shared/api/payroll-registers';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import { registerRequests } from '../api/register-requests';
import {
  draftOf,
  RegisterSettingsFields,
  settingsErrorsOf,
  settingsOf,
  type SettingsErrors,
} from './register-settings-fields';

interface NewRegisterDialogProps {
  onClose: () => void;
  onCreated: (register: PayRegister) => void;
}

/** A new register with the cut-offs of one year; mounted while open, so it starts afresh. */
export function NewRegisterDialog({ onClose, onCreated }: NewRegisterDialogProps) {
  const [draft, setDraft] = useState(() => draftOf({ ...SEMI_MONTHLY_REGISTER, name: '' }));
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [errors, setErrors] = useState<SettingsErrors & { year?: string }>({});
  const [message, setMessage] = useState<string | null>(null);

  const create = async () => {
    try {
      onCreated(await registerRequests.create({ ...settingsOf(draft), year: Number(year) }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A conflict is about the name: another register has it.
      if (error.code === 'conflict') {
        setErrors({ name: error.message });
        setMessage(null);
      } else {
        setErrors(settingsErrorsOf(error.fields));
        setMessage(error.message);
      }
    }
  };

  return (
    <FormDialog
      title="New register"
      size="lg"
      scrollInside
      submitLabel="Create register"
      busyLabel="Creating"
      error={message}
      // onCreated opens the new register.
      closeOnSuccess={false}
      onSubmit={create}
      onClose={onClose}
    >
      <RegisterSettingsFields draft={draft} errors={errors} onChange={setDraft} />
      <FormField label="Year" helper="Its cut-offs are created" error={errors.year}>
        <TextInput
          inputMode="numeric"
          maxW="8rem"
          value={year}
          onChange={(event) => setYear(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
