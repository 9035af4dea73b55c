import { Box } from '@chakra-ui/react';
import { NativeSelect } from '../../components/native-select';

interface GroupSelectProps {
  /** What the select filters by, e.g. "Department". */
  label: string;
  /** The choice for no filter, e.g. "All departments". */
  all: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Narrows a report to one group (a department, site or employment type), or shows them all. */
export function GroupSelect({ label, all, options, value, onChange }: GroupSelectProps) {
  return (
    <Box w={{ base: 'full', sm: '14rem' }}>
      <NativeSelect
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
        {value && !options.includes(value) ? <option value={value}>{value}</option> : null}
      </NativeSelect>
    </Box>
  );
}
