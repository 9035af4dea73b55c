import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ORG_ID_RULE } from '../../../shared/api/identity';
import {
  RESERVED_ORG_IDS,
  type CreatedOrganization,
  type CreateOrganizationRequest,
} from '../../../shared/api/tenancy';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-error';
import { platformConsoleApi } from './api/platform-console-api';

const FIELDS = ['orgId', 'tradeName', 'registeredName', 'adminEmail', 'adminName'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

const EMPTY: Values = {
  orgId: '',
  tradeName: '',
  registeredName: '',
  adminEmail: '',
  adminName: '',
};
const ID_PATTERN = new RegExp(ORG_ID_RULE.pattern);

/** What the server would refuse at once; the rest (a taken id, a bad e-mail) it says itself. */
function checked(values: Values): Errors {
  const errors: Errors = {};
  const id = values.orgId.trim();
  if (!id) errors.orgId = 'Enter the id.';
  else if (id.length > ORG_ID_RULE.maxLength || !ID_PATTERN.test(id))
    errors.orgId = 'Use lowercase letters, digits and hyphens, starting with a letter or digit.';
  else if (RESERVED_ORG_IDS.includes(id)) errors.orgId = `"${id}" is kept for the app's own pages.`;
  if (!values.tradeName.trim()) errors.tradeName = 'Enter the trade name.';
  if (!values.adminEmail.trim()) errors.adminEmail = "Enter the administrator's e-mail.";
  return errors;
}

/** The request: optional fields left empty are left out (the server's defaults apply). */
function requestOf(values: Values): CreateOrganizationRequest {
  const trimmed = (field: Field) => values[field].trim() || undefined;
  const registeredName = trimmed('registeredName');
  const adminName = trimmed('adminName');
  return {
    orgId: values.orgId.trim(),
    tradeName: values.tradeName.trim(),
    adminEmail: values.adminEmail.trim(),
    ...(registeredName ? { registeredName } : {}),
    ...(adminName ? { adminName } : {}),
  };
}

interface NewOrganizationDialogProps {
  onClose: () => void;
  /** It exists: the console shows the invitation link once and lists it. */
  onCreated: (created: CreatedOrganization, request: CreateOrganizationRequest) => void;
}

/**
 * Starts an organisation as `npm run org -- create` does. Refusals show on their fields; one
 * about no field shows above them. Mounted while open: each opening starts empty.
 */
export function NewOrganizationDialog({ onClose, onCreated }: NewOrganizationDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  // An edited field's refusal goes with its old value.
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async () => {
    const local = checked(values);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const request = requestOf(values);
    try {
      onCreated(await platformConsoleApi.create(request), request);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField: Errors = {};
      for (const field of FIELDS) {
        const message = error.fieldMessage(`/${field}`);
        if (message) byField[field] = message;
      }
      setErrors(Object.keys(byField).length > 0 ? byField : { form: error.message });
    }
  };

  const id = values.orgId.trim();
  return (
    <FormDialog
      title="New organisation"
      submitLabel="Create organisation"
      busyLabel="Creating"
      size="lg"
      scrollInside
      closeOnSuccess={false}
      error={errors.form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text color="fg.muted" fontSize="sm">
        It starts with the reference lists and statutory tables, and its first administrator gets an
        e-mail with a link to choose a password.
      </Text>
      <FormField
        label="Organisation id"
        required
        error={errors.orgId}
        helper={
          <>
            1 to {ORG_ID_RULE.maxLength} lowercase letters, digits and hyphens, starting with a
            letter or digit. Its people sign in at{' '}
            <Text as="span" fontFamily="mono">
              /login/{id || '<id>'}
            </Text>
            ; it cannot be changed later.
          </>
        }
      >
        <TextInput
          value={values.orgId}
          maxLength={ORG_ID_RULE.maxLength}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          onChange={set('orgId')}
        />
      </FormField>
      <FormField label="Trade name" required error={errors.tradeName}>
        <TextInput value={values.tradeName} maxLength={100} onChange={set('tradeName')} />
      </FormField>
      <FormField
        label="Registered name (optional)"
        error={errors.registeredName}
        helper="The name on its registration; the trade name when left empty."
      >
        <TextInput value={values.registeredName} maxLength={200} onChange={set('registeredName')} />
      </FormField>
      <FormField
        label="Administrator e-mail"
        required
        error={errors.adminEmail}
        helper="Their username is the part before the @."
      >
        <TextInput
          type="email"
          value={values.adminEmail}
          maxLength={254}
          autoCapitalize="none"
          spellCheck={false}
          onChange={set('adminEmail')}
        />
      </FormField>
      <FormField
        label="Administrator name (optional)"
        error={errors.adminName}
        helper="First and last name; “Administrator” when left empty."
      >
        <TextInput value={values.adminName} maxLength={100} onChange={set('adminName')} />
      </FormField>
    </FormDialog>
  );
}
