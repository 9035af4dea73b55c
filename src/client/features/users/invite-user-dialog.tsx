import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import type { InviteUserRequest, User } from '../../../shared/api/users';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-error';
import { userRequests } from './api/users-api';
import { RoleChoice } from './role-choice';

type Field = 'email' | 'firstName' | 'lastName' | 'username' | 'roles';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'firstName', 'lastName', 'username', 'roles'];

/** The server's field errors by field: `/roles/1` is about the roles. */
function errorsByField(fields: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const { path, message } of fields) {
    const name = path.split('/')[1] as Field;
    if (FIELDS.includes(name)) errors[name] ??= message;
  }
  return errors;
}

/** What must be there before asking the server. */
function missing(draft: InviteUserRequest): Errors {
  const errors: Errors = {};
  if (!draft.email) errors.email = 'Enter their e-mail address.';
  if (!draft.firstName) errors.firstName = 'Enter their first name.';
  if (!draft.lastName) errors.lastName = 'Enter their last name.';
  if (draft.roles.length === 0) errors.roles = 'Choose at least one role.';
  return errors;
}

interface InviteUserDialogProps {
  onClose: () => void;
  onInvited: (user: User) => void;
}

/** E-mail, name, an optional username and roles; the invitation mail lets them set a password. */
export function InviteUserDialog({ onClose, onInvited }: InviteUserDialogProps) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<string[]>(['employee']);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);

  const invite = async () => {
    const draft: InviteUserRequest = {
      email: email.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      ...(username.trim() ? { username: username.trim() } : {}),
      roles,
    };
    const absent = missing(draft);
    setErrors(absent);
    setMessage(null);
    if (Object.keys(absent).length > 0) return;
    try {
      onInvited(await userRequests.invite(draft));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField = errorsByField(error.fields);
      setErrors(byField);
      // A refusal about a field stands beside it; any other above the fields.
      setMessage(Object.keys(byField).length > 0 ? null : error.message);
    }
  };

  return (
    <FormDialog
      title="Invite user"
      size="lg"
      scrollInside
      submitLabel="Send invitation"
      busyLabel="Sending"
      error={message}
      // onInvited closes it; a refusal stays on its fields.
      closeOnSuccess={false}
      onSubmit={invite}
      onClose={onClose}
    >
      <FormField label="E-mail" error={errors.email} required>
        <TextInput
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="First name" error={errors.firstName} required>
          <TextInput
            maxLength={80}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </FormField>
        <FormField label="Last name" error={errors.lastName} required>
          <TextInput
            maxLength={80}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </FormField>
      </SimpleGrid>
      <FormField
        label="Username (optional)"
        error={errors.username}
        helper="Letters, digits, dots, dashes and underscores. Left empty, the part of the e-mail before the @."
      >
        <TextInput
          autoComplete="off"
          maxLength={60}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <RoleChoice chosen={roles} onChange={setRoles} error={errors.roles} />
    </FormDialog>
  );
}
