import { TextInput, type TextInputProps } from './text-input';

type OneTimeCodeInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
};

/**
 * The six digits of an authenticator app: digits only (spec section 5), the phone's number pad,
 * and `one-time-code` so the browser or a password manager can offer the code.
 */
export function OneTimeCodeInput({ value, onChange, ...props }: OneTimeCodeInputProps) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      fontFamily="mono"
      letterSpacing="0.3em"
      maxW="44"
      {...props}
    />
  );
}
