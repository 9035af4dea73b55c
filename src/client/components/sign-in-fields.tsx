import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { TextInput } from './text-input';

interface SignInField {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

interface SignInFieldsProps {
  /** Who signs in: an organisation's username, or an operator's e-mail (`type: 'email'`). */
  account: SignInField & { label: string; name: string; type?: 'email' };
  password: SignInField;
}

/** A sign-in's account and password, marked for the browser's password manager to fill. */
export function SignInFields({ account, password }: SignInFieldsProps) {
  return (
    <>
      <FormField label={account.label} error={account.error}>
        <TextInput
          name={account.name}
          type={account.type}
          value={account.value}
          onChange={(event) => account.onChange(event.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="lg"
          bg="bg"
        />
      </FormField>
      <FormField label="Password" error={password.error}>
        <PasswordInput
          name="password"
          value={password.value}
          onChange={(event) => password.onChange(event.target.value)}
          autoComplete="current-password"
          size="lg"
          bg="bg"
        />
      </FormField>
    </>
  );
}
