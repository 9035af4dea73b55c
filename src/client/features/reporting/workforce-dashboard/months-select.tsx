import { Box } from '@chakra-ui/react';
import { DASHBOARD_MONTH_CHOICES } from '../../../../shared/api/workforce-dashboard';
import { NativeSelect } from '../../../components/native-select';

interface MonthsSelectProps {
  value: number;
  onChange: (months: number) => void;
}

/** The period the figures cover: the last 6, 12, 24 or 36 months. */
export function MonthsSelect({ value, onChange }: MonthsSelectProps) {
  return (
    <Box w="11rem">
      <NativeSelect
        aria-label="Period"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {DASHBOARD_MONTH_CHOICES.map((months) => (
          <option key={months} value={months}>
            Last {months} months
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
