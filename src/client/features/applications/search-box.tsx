import { Input } from '@chakra-ui/react';

/** The search field of a list; the page debounces what it sends. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder = 'Search name, number or details',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  return (
    <Input
      type="search"
      size="sm"
      width={{ base: 'full', md: '64' }}
      bg="bg"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
