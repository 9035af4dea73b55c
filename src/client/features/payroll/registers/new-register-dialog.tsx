import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { SEMI_MONTHLY_REGISTER, type PayRegister } from '../../../../shared/api/payroll-registers';
import { FormAlert } from '../../../components/form-alert';
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
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      size="lg"
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>New register</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {message ? <FormAlert status="error">{message}</FormAlert> : null}
                <RegisterSettingsFields draft={draft} errors={errors} onChange={setDraft} />
                <FormField label="Year" helper="Its cut-offs are created" error={errors.year}>
                  <TextInput
                    inputMode="numeric"
                    maxW="8rem"
                    value={year}
                    onChange={(event) => setYear(event.target.value)}
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} loadingText="Creating">
                Create register
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
