import { Box, chakra, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldControl } from '../../../components/field-control';
import { FormAlert } from '../../../components/form-alert';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { registerRequests, type ChangeMembersResponse } from '../api/register-requests';

/** Employee numbers pasted one a line, or separated by commas or spaces, without repeats. */
export const numbersIn = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** A textarea linked to its FormField's label. */
export function FieldTextarea(props: HTMLChakraProps<'textarea'>) {
  return (
    <chakra.textarea
      w="full"
      px="3"
      py="2"
      borderWidth="1px"
      rounded="md"
      bg="bg"
      {...useFieldControl()}
      {...props}
    />
  );
}

interface AddMembersDialogProps {
  registerId: string;
  onClose: () => void;
  onChanged: () => void;
}

/** Adds employees by number and reports what was added and what was refused, and why. */
export function AddMembersDialog({ registerId, onClose, onChanged }: AddMembersDialogProps) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<ChangeMembersResponse | null>(null);
  const numbers = numbersIn(text);

  const add = async () => {
    setOutcome(await registerRequests.changeMembers(registerId, { add: numbers }));
    onChanged();
  };

  return (
    <FormDialog
      title="Add employees"
      submitLabel="Add employees"
      busyLabel="Adding"
      cancelLabel={outcome ? 'Close' : 'Cancel'}
      submitDisabled={numbers.length === 0}
      // It stays open on what was added and refused.
      closeOnSuccess={false}
      onSubmit={add}
      onClose={onClose}
    >
      {outcome ? (
        <FormAlert status="success">
          {outcome.added} added, {outcome.removed} removed, {outcome.refused.length} refused.
        </FormAlert>
      ) : null}
      {outcome && outcome.refused.length > 0 ? (
        <Box as="ul" fontSize="sm" ps="5" listStyleType="disc" aria-label="Refused">
          {outcome.refused.map((refusal) => (
            <Box as="li" key={refusal.employeeNumber}>
              <Text as="span" fontWeight="medium">
                {refusal.employeeNumber}
              </Text>
              : {refusal.reason}
            </Box>
          ))}
        </Box>
      ) : null}
      <FormField
        label="Employee numbers"
        helper={`One a line, or separated by commas. ${numbers.length} entered.`}
      >
        <FieldTextarea
          rows={6}
          fontFamily="mono"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
