import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { Static } from 'typebox';
import type { Consolidation } from '../../../../shared/api/payroll-consolidations';
import type { RegistersResponseSchema } from '../../../../shared/api/payroll-registers';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { consolidationRequests } from '../api/consolidation-requests';
import { registerKeys } from '../api/register-keys';
import { payrollLabel } from '../payroll-labels';
import { NativeCheckbox } from '../../../components/native-checkbox';

type Registers = Static<typeof RegistersResponseSchema>;
type Errors = { name?: string; registers?: string };

interface NewConsolidationDialogProps {
  onClose: () => void;
  onCreated: (consolidation: Consolidation) => void;
}

/** A name and the registers read together; mounted while open, so it starts afresh. */
export function NewConsolidationDialog({ onClose, onCreated }: NewConsolidationDialogProps) {
  const account = useCurrentAccount();
  const registers = useSWR<Registers>(registerKeys.registers(account.accountId));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);

  const toggle = (registerId: string, on: boolean) =>
    setChosen((current) =>
      on ? [...current, registerId] : current.filter((id) => id !== registerId),
    );

  const create = async () => {
    try {
      onCreated(await consolidationRequests.create({ name: name.trim(), registerIds: chosen }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A conflict is about the name; an unknown register about the choice.
      if (error.code === 'conflict') {
        setErrors({ name: error.message });
        setMessage(null);
      } else if (error.code === 'not_found') {
        setErrors({ registers: error.message });
        setMessage(null);
      } else {
        const at = (prefix: string) =>
          error.fields.find((field) => field.path.startsWith(prefix))?.message;
        const fieldErrors = { name: at('/name'), registers: at('/registerIds') };
        setErrors(fieldErrors);
        setMessage(fieldErrors.name || fieldErrors.registers ? null : error.message);
      }
    }
  };

  return (
    <FormDialog
      title="New consolidated register"
      size="md"
      scrollInside
      submitLabel="Create"
      busyLabel="Creating"
      error={message}
      // onCreated opens the new consolidated register.
      closeOnSuccess={false}
      onSubmit={create}
      onClose={onClose}
    >
      <FormField label="Name" error={errors.name} required>
        <TextInput value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Stack as="fieldset" gap="2" aria-invalid={errors.registers ? true : undefined}>
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
          Registers
        </Text>
        {registers.error ? (
          <LoadError
            message="The registers could not be loaded."
            onRetry={() => void registers.mutate()}
          />
        ) : !registers.data ? (
          <Text color="fg.muted" fontSize="sm">
            Loading registers…
          </Text>
        ) : registers.data.items.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            The organisation has no registers yet.
          </Text>
        ) : (
          <Box borderWidth="1px" rounded="md" divideY="1px" maxH="16rem" overflowY="auto">
            {registers.data.items.map((register) => (
              <chakra.label
                key={register.id}
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
              >
                <NativeCheckbox
                  checked={chosen.includes(register.id)}
                  onChange={(event) => toggle(register.id, event.target.checked)}
                />
                <Box flex="1">
                  <Text fontSize="sm" fontWeight="medium">
                    {register.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {payrollLabel(register.payFrequency)} ·{' '}
                    {register.memberCount === 1 ? '1 member' : `${register.memberCount} members`}
                  </Text>
                </Box>
              </chakra.label>
            ))}
          </Box>
        )}
        {errors.registers ? (
          <Text fontSize="sm" color="fg.error">
            {errors.registers}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Choose two or more: their cut-offs of a period are read side by side.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
