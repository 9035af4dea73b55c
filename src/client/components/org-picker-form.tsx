import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from './form-field';
import { FormStack } from './form-stack';
import { TextInput } from './text-input';

const ORG_ID = /^[a-z0-9][a-z0-9-]*$/;

interface OrgPickerFormProps {
  initialOrgId?: string;
  onSubmit: (orgId: string) => void;
}

/** Asks which organisation to sign in to (the id in the organisation's login address). */
export function OrgPickerForm({ initialOrgId = '', onSubmit }: OrgPickerFormProps) {
  const [value, setValue] = useState(initialOrgId);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orgId = value.trim().toLowerCase();
    if (!orgId) return setError('Enter your organisation id.');
    if (!ORG_ID.test(orgId) || orgId.length > 40) {
      return setError('Use lowercase letters, digits and hyphens, as in your sign-in address.');
    }
    setError(undefined);
    onSubmit(orgId);
  };

  return (
    <FormStack onSubmit={submit} noValidate>
      <FormField
        label="Organisation"
        error={error}
        helper="The id your HR administrator gave you, e.g. acme."
      >
        <TextInput
          name="organisation"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          size="lg"
        />
      </FormField>
      <Button type="submit" size="lg">
        Continue
      </Button>
    </FormStack>
  );
}
