import { Box } from '@chakra-ui/react';
import { NativeSelect } from '../../components/native-select';

interface ChoiceSelectProps {
  label: string;
  /** The choice for no filter, e.g. "All schedules". */
  all: string;
  options: readonly { id: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Narrows a report to one record (a schedule, a site), chosen by name, or shows them all. */
export function ChoiceSelect({ label, all, options, value, onChange }: ChoiceSelectProps) {
  return (
    <Box w={{ base: 'full', sm: '16rem' }}>
      <NativeSelect
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
