import { Box } from '@chakra-ui/react';
import { NativeSelect } from './native-select';

/** A choice: a name that is its own value (a department), or a record chosen by name. */
type Choice = string | { id: string; label: string };

const valueOf = (choice: Choice) => (typeof choice === 'string' ? choice : choice.id);
const labelOf = (choice: Choice) => (typeof choice === 'string' ? choice : choice.label);

interface FilterSelectProps {
  /** What the select filters by, e.g. "Department". */
  label: string;
  /** The choice for no filter, e.g. "All departments". */
  all: string;
  options: readonly Choice[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * Narrows a report to one group (a department, a site) or record (a schedule), or shows them
 * all; a chosen value the options no longer hold stays chosen and shown.
 */
export function FilterSelect({ label, all, options, value, onChange }: FilterSelectProps) {
  return (
    <Box w={{ base: 'full', sm: '15rem' }}>
      <NativeSelect
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={valueOf(option)} value={valueOf(option)}>
            {labelOf(option)}
          </option>
        ))}
        {value && !options.some((option) => valueOf(option) === value) ? (
          <option value={value}>{value}</option>
        ) : null}
      </NativeSelect>
    </Box>
  );
}
