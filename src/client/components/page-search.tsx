import { Input } from '@chakra-ui/react';

/** The search field above a page's list (its page debounces or filters what is typed). */
export function PageSearch({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 100,
}: {
  /** What is searched, for screen readers ("Search new hires"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <Input
      type="search"
      maxW="xs"
      bg="bg"
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
