import { Button, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { EmployeeProfile } from '../../../../shared/api/employee-profile';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { TextInput } from '../../../components/text-input';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { updateOwnContact } from '../api/update-own-contact';
import { contactGroups, contactUpdate, contactValues, type ContactInput } from './contact-fields';

// The server moves the sign-in account's recovery address only once its owner confirms it.
const EMAIL_NOTE =
  'Password reset links go to a new e-mail once you confirm it from the link we send there.';

interface ContactDetailsFormProps {
  profile: EmployeeProfile;
  onSaved: (profile: EmployeeProfile) => void;
  onCancel: () => void;
}

/** The employee's own mobile, e-mail and addresses; the server's field errors show on the fields. */
export function ContactDetailsForm({ profile, onSaved, onCancel }: ContactDetailsFormProps) {
  const groups = useMemo(
    () => contactGroups(profile.definition.schema as JsonSchemaNode),
    [profile.definition.schema],
  );
  const [values, setValues] = useState(() => contactValues(groups, profile.record.data));
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await updateOwnContact(contactUpdate(groups, values, profile.record.version)));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const input = ({ path, label, help, type }: ContactInput) => (
    <FormField
      key={path}
      label={label}
      helper={path === '/email' ? [help, EMAIL_NOTE].filter(Boolean).join(' ') : help}
      error={failure?.fieldMessage(path)}
    >
      <TextInput
        type={type}
        value={values[path] ?? ''}
        onChange={(event) => setValues((current) => ({ ...current, [path]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <FormStack gap="5" onSubmit={(event) => void submit(event)} noValidate>
      {failure ? <FormAlert status="error">{failure.message}</FormAlert> : null}
      {groups.map((group) =>
        group.nested ? (
          <Fieldset.Root key={group.field}>
            <Fieldset.Legend fontWeight="semibold">{group.title}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
              {group.inputs.map(input)}
            </SimpleGrid>
          </Fieldset.Root>
        ) : (
          input(group.inputs[0] as ContactInput)
        ),
      )}
      <HStack gap="3">
        <Button type="submit" loading={saving}>
          Save contact details
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </HStack>
    </FormStack>
  );
}
