import { Box } from '@chakra-ui/react';
import { NativeSelect } from '../../components/native-select';

interface YearSelectProps {
  year: number;
  /** The years offered, in the order shown. */
  years: readonly number[];
  onChange: (year: number) => void;
}

/** The "Year" picker of the payroll screens that show one year at a time. */
export function YearSelect({ year, years, onChange }: YearSelectProps) {
  return (
    <Box w="8rem">
      <NativeSelect
        aria-label="Year"
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
