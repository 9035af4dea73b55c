import { TextInput } from './text-input';

interface SearchBoxProps {
  /** What is searched, for screen readers ("Search payslips"). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The small search field above a list. */
export function SearchBox({
  label,
  placeholder = 'Search by name or number',
  value,
  onChange,
}: SearchBoxProps) {
  return (
    <TextInput
      size="sm"
      w="16rem"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
